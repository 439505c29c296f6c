import type { Metadata, Viewport } from "next";
import { getSiteConfig } from "@/lib/site/config";
import "./globals.css";

const site = getSiteConfig();

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} | Ethnic Wear on Rent in Delhi`, template: `%s | ${site.name}` },
  description: site.description,
  openGraph: { siteName: site.name, locale: "en_IN", type: "website" },
};

export const viewport: Viewport = { themeColor: "#6e0b27", width: "device-width", initialScale: 1 };

/**
 * The document itself is drawn one level down, where its language is known: by
 * app/[locale]/layout.tsx for the shop (<html lang="en"> or "hi"), by app/(owner)/layout.tsx
 * for the owner's screens, and by app/not-found.tsx for an address that names neither.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
