import type { Metadata, Viewport } from "next";
import { displayFontFamily } from "@/lib/fonts";
import { getSiteConfig } from "@/lib/content/site";
import "./globals.css";

const site = getSiteConfig();

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} | Ethnic Wear on Rent in Delhi`, template: `%s | ${site.name}` },
  description: site.description,
  openGraph: { siteName: site.name, locale: "en_IN", type: "website" },
};

export const viewport: Viewport = { themeColor: "#6e0b27", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" style={{ "--font-display": displayFontFamily() } as React.CSSProperties}>
      <body className="min-h-screen font-sans antialiased">{children}</body>
    </html>
  );
}
