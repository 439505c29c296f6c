import Link from "@/components/ui/link";
import type { SiteConfig } from "@/lib/site/config";
import {
  footerCollectionHref,
  footerCollectionLabel,
  footerCollections,
  quickLinks,
} from "@/features/storefront/content/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { shopAddressLine } from "@/lib/site/location";
import { foreignLang } from "@/lib/i18n/owner-text";
import { Reveal } from "@/components/ui/reveal";
import { VisitorCounter } from "./visitor-counter";

export function SiteFooter({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = translator(locale, "footer");
  const heading = "font-display text-lg font-semibold text-gold-300";
  return (
    <footer className="bg-maroon-900 text-maroon-50">
      <Reveal amount={0.2} className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-2xl font-bold text-white">{site.name}</p>
          <p className="mt-3 text-sm leading-relaxed text-maroon-100">{t("about")}</p>
          <div className="mt-4 space-y-2">
            <VisitorCounter label={t("visitorCount")} />
          </div>
        </div>
        <div>
          <h2 className={heading}>{t("quickLinks")}</h2>
          <ul className="mt-3 space-y-1.5 text-sm">
            {quickLinks(locale).map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="hover:text-gold-300">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t("ourCollection")}</h2>
          <ul className="mt-3 space-y-1.5 text-sm">
            {footerCollections.map((c) => (
              <li key={c.anchor}>
                <Link href={footerCollectionHref(locale, c)} className="hover:text-gold-300">
                  {footerCollectionLabel(locale, c)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-4 text-sm">
          <div>
            <h2 className={heading}>{t("writeToUs")}</h2>
            <ul className="mt-2 space-y-1">
              {site.emails.map((e) => (
                <li key={e}>
                  <a href={`mailto:${e}`} className="break-all hover:text-gold-300">
                    {e}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={heading}>{t("callUs")}</h2>
            <ul className="mt-2 space-y-1">
              {site.phones.map((p) => (
                <li key={p}>
                  <a href={`tel:${p.replace(/\s/g, "")}`} className="hover:text-gold-300">
                    {p}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {/* The address is in Latin letters: lang="en" on a Hindi page. */}
          <address lang={foreignLang("en", locale)} className="not-italic">
            {shopAddressLine(site)}
          </address>
          <ul className="flex flex-wrap gap-3">
            {(
              [
                ["Google", site.social.business],
                ["Instagram", site.social.instagram],
                ["Facebook", site.social.facebook],
                ["YouTube", site.social.youtube],
              ] as const
            ).map(([label, href]) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded-full border border-maroon-100/40 px-3 py-1 hover:border-gold-300 hover:text-gold-300"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Reveal>
      {/* pb-36 below lg: the last line scrolls clear of the floating Call/WhatsApp buttons. */}
      <div className="border-t border-white/10 px-4 pb-36 pt-4 text-center text-xs text-maroon-100 lg:pb-4">
        © {new Date().getFullYear()} {site.name}. {t("rights")}
        {site.credit ? (
          <span lang={foreignLang("en", locale)} className="block sm:ml-2 sm:inline">
            {site.credit.url ? (
              <a href={site.credit.url} target="_blank" rel="noopener" className="underline hover:text-gold-300">
                {site.credit.text}
              </a>
            ) : (
              site.credit.text
            )}
          </span>
        ) : null}
      </div>
    </footer>
  );
}
