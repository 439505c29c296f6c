import { whatsappLink, type SiteConfig } from "@/lib/site/config";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";

/**
 * What a visitor whose browser runs no JavaScript can do where a part of the page needs it
 * (the booking calendar, the cart kept in the browser): book or ask by WhatsApp or a call.
 * Inside <noscript>, so a browser that runs scripts never shows it. `needs` and `whatsappText`
 * come in the page's language, which `locale` names.
 */
export function NoScriptHelp({
  site,
  needs,
  whatsappText,
  locale,
}: {
  site: SiteConfig;
  needs: string;
  whatsappText: string;
  locale: Locale;
}) {
  const t = translator(locale, "footer");
  const phone = site.phones[0];
  return (
    <noscript>
      <div className="rounded-xl bg-maroon-50 p-4 text-stone-800" data-testid="no-script-help">
        <p>{t("noScriptNeeds", { needs })}</p>
        <p className="mt-3 flex flex-wrap gap-3">
          <a
            href={whatsappLink(site.whatsappNumber, whatsappText)}
            className="rounded-full bg-green-700 px-5 py-2.5 font-semibold text-white hover:bg-green-800"
          >
            {t("noScriptWhatsapp")}
          </a>
          <a
            href={`tel:${phone.replace(/\s/g, "")}`}
            className="rounded-full bg-maroon-700 px-5 py-2.5 font-semibold text-white hover:bg-maroon-800"
          >
            {t("noScriptCall", { phone })}
          </a>
        </p>
      </div>
    </noscript>
  );
}
