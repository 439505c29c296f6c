import type { MetadataRoute } from "next";
import { getSiteConfig } from "@/lib/site/config";

/** The web app manifest (served at /manifest.webmanifest); icons are drawn by scripts/make-icons.mjs. */
export default function manifest(): MetadataRoute.Manifest {
  const site = getSiteConfig();
  return {
    name: site.name,
    short_name: site.name.split(" ")[0] ?? site.name,
    description: site.description,
    start_url: "/",
    display: "standalone",
    background_color: "#fffaf3", // --color-cream, the page background
    theme_color: "#6e0b27", // the viewport's themeColor (app/layout.tsx)
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
