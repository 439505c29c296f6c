import { getSiteConfig } from "@/lib/content/site";
import { ContactWidget } from "@/components/layout/contact-widget";
import { HashHistoryGuard } from "@/components/layout/hash-history-guard";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

export default function ShopLayout({ children }: { children: React.ReactNode }) {
  const site = getSiteConfig();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2">
        Skip to content
      </a>
      <ScrollToTop />
      <HashHistoryGuard />
      <SiteHeader site={site} />
      <div id="main">{children}</div>
      <SiteFooter site={site} />
      <ContactWidget site={site} />
    </>
  );
}
