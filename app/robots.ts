import type { MetadataRoute } from "next";
import { getSiteConfig } from "@/lib/site/config";

export default function robots(): MetadataRoute.Robots {
  const site = getSiteConfig();
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/admin", "/api/", "/cart", "/checkout", "/login", "/change-password", "/thank-you"],
      },
    ],
    sitemap: `${site.url}/sitemap.xml`,
  };
}
