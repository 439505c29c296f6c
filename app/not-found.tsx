import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { preloadDisplayFont } from "@/lib/fonts";
import { getSiteConfig } from "@/lib/site/config";
import { translator } from "@/lib/i18n/server";
import { NotFoundBody } from "@/components/layout/not-found-body";

// An address in no language (/nothing-here, /xx/…): the English 404, under the shop's name.
// "Page not found | <shop>" through the root layout's title template; Next adds noindex itself.
const t = translator("en", "notFound");
const common = translator("en", "common");
export const metadata: Metadata = { title: t("title"), description: t("description") };

/**
 * A document of its own, kept small on purpose: Next puts the root not-found's rendering into
 * every page's RSC data, so the whole shop frame drawn here (header, footer, the client
 * words) was a second copy, about 20 KB, that every phone parsed on every page.
 */
export default function NotFound() {
  const site = getSiteConfig();
  preloadDisplayFont();
  return (
    <html lang="en">
      <body className="min-h-screen font-sans antialiased">
        <header className="bg-white shadow-sm">
          <div className="mx-auto max-w-7xl px-4 py-3">
            <Link href="/" className="font-display text-lg font-bold text-maroon-800 sm:text-2xl">
              {site.name}
            </Link>
          </div>
        </header>
        <NotFoundBody
          words={{
            heading: t("heading"),
            text: t("text"),
            backHome: common("backHome"),
            seeLehengas: t("seeLehengas"),
          }}
          path={(p) => p}
        />
      </body>
    </html>
  );
}
