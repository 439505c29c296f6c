import Link from "@/components/ui/link";
import { mainNav } from "@/features/storefront/content/navigation";
import type { SiteConfig } from "@/lib/site/config";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { HydrateLater } from "@/components/ui/hydrate-later";
import { CartButton } from "@/features/cart/ui/cart-button";
import { HeaderSearch } from "@/features/catalogue/ui/search/search-box";
import { MailIcon, PhoneIcon } from "@/components/ui/icons";
import { DesktopNav } from "./desktop-nav";
import { MobileMenu } from "./mobile-menu";
import { NoScriptMenu } from "./no-script-menu";
import { LanguageSwitch } from "./language-switch";

const contactLink = "flex min-w-0 items-center gap-1.5 break-all hover:text-gold-300";

/**
 * Each client island of the header sits in its own <HydrateLater>: nothing in them suspends, but
 * React hydrates such a boundary after the rest of the page, at its lowest priority and in
 * slices that let a slow phone paint and answer taps meanwhile. Until then the
 * server's HTML is on screen and links work; a tap on an island hydrates it first.
 *
 * spec §1: the header carries the shop's two e-mail addresses and two phone numbers. Their
 * strip sits above the sticky bar and scrolls away: on a phone the four links take two or
 * three lines, which a bar that stays on screen cannot spare.
 */
export function SiteHeader({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = translator(locale, "header");
  const entries = mainNav(locale);
  return (
    <>
      <div className="bg-maroon-800 text-xs text-white sm:text-sm">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-6 gap-y-1 px-4 py-1.5 sm:justify-between">
          <address className="contents not-italic">
            <div className="flex flex-wrap justify-center gap-x-4 gap-y-1">
              {site.emails.map((email) => (
                <a key={email} href={`mailto:${email}`} className={contactLink}>
                  <MailIcon className="h-4 w-4 shrink-0" /> {email}
                </a>
              ))}
            </div>
            <div className="flex flex-wrap justify-center gap-x-4 gap-y-1">
              {site.phones.map((phone) => (
                <a key={phone} href={`tel:${phone.replace(/\s/g, "")}`} className={contactLink}>
                  <PhoneIcon className="h-4 w-4 shrink-0" /> {phone}
                </a>
              ))}
            </div>
          </address>
          {/* The other language, first thing on every page (the sticky bar below has no room
              for it beside the full menu from 1024 px); the phone menu repeats it. */}
          <HydrateLater>
            <LanguageSwitch tone="light" />
          </HydrateLater>
        </div>
      </div>
      <header className="sticky top-0 z-30 bg-white shadow-sm">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 sm:gap-4">
          <HydrateLater>
            <MobileMenu
              entries={entries}
              labels={{
                open: t("openMenu"),
                close: t("closeMenu"),
                menu: t("menu"),
                nav: t("mobileNav"),
                quote: t("menuQuote"),
              }}
            />
          </HydrateLater>
          <NoScriptMenu entries={entries} labels={{ menu: t("menu"), nav: t("mobileNav") }} />
          <Link
            href={localizedPath(locale, "/")}
            className="min-w-0 font-display text-lg font-bold leading-tight text-maroon-800 sm:text-2xl xl:shrink-0 xl:whitespace-nowrap"
          >
            {site.name}
          </Link>
          <HydrateLater>
            <DesktopNav entries={entries} label={t("mainNav")} />
          </HydrateLater>
          <div className="flex shrink-0 items-center gap-1">
            <HeaderSearch locale={locale} />
            {/* Plain markup: her lists are drawn from her browser on the page itself. */}
            <Link
              href={localizedPath(locale, "/shortlist")}
              aria-label={t("myShortlist")}
              title={t("myShortlist")}
              className="rounded-full p-2 text-maroon-700 hover:bg-maroon-50"
            >
              <svg
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                aria-hidden="true"
              >
                <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
              </svg>
            </Link>
            <HydrateLater>
              <CartButton compactOnPhone />
            </HydrateLater>
          </div>
        </div>
      </header>
    </>
  );
}
