import Link from "next/link";
import { mainNav } from "@/lib/content/navigation";
import type { SiteConfig } from "@/lib/content/site";
import { CartButton } from "@/components/cart/cart-button";
import { HeaderSearch } from "@/components/search/search-box";
import { MailIcon, PhoneIcon } from "@/components/ui/icons";
import { DesktopNav } from "./desktop-nav";
import { MobileMenu } from "./mobile-menu";
import { NoScriptMenu } from "./no-script-menu";

export function SiteHeader({ site }: { site: SiteConfig }) {
  return (
    <header className="sticky top-0 z-30 bg-white shadow-sm">
      <div className="bg-maroon-800 text-xs text-white sm:text-sm">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-6 gap-y-1 px-4 py-1.5 sm:justify-between">
          <a href={`mailto:${site.emails[0]}`} className="flex items-center gap-1.5 hover:text-gold-300">
            <MailIcon className="h-4 w-4" /> {site.emails[0]}
          </a>
          <a href={`tel:${site.phones[0].replace(/\s/g, "")}`} className="flex items-center gap-1.5 hover:text-gold-300">
            <PhoneIcon className="h-4 w-4" /> {site.phones[0]}
          </a>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 sm:gap-4">
        <MobileMenu entries={mainNav} />
        <NoScriptMenu entries={mainNav} />
        <Link href="/" className="min-w-0 font-display text-lg font-bold leading-tight text-maroon-800 sm:text-2xl xl:shrink-0 xl:whitespace-nowrap">
          {site.name}
        </Link>
        <DesktopNav entries={mainNav} />
        <div className="flex shrink-0 items-center gap-1">
          <HeaderSearch />
          <CartButton compactOnPhone />
        </div>
      </div>
    </header>
  );
}
