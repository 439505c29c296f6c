import { whatsappLink, type SiteConfig } from "@/lib/site/config";
import { ChatIcon, PhoneIcon } from "@/components/ui/icons";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { ContactWidgetAside } from "./contact-widget-aside";

/**
 * spec §1/§9: two 48px round green buttons, 1.25rem from the bottom right, above everything.
 * On a phone that corner is also where a calendar's Sunday, a stepper's "+", a total and a
 * form's button end up: while one of them is under the buttons, they slide out to the right
 * (ContactWidgetAside) and come back when it has scrolled on. The links stay where they are
 * in the page's order and its accessibility tree; a focused one comes back on screen.
 */
export function ContactWidget({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = translator(locale, "footer");
  const button =
    "flex h-12 w-12 items-center justify-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800";
  return (
    <div data-contact-widget className="pointer-events-none fixed bottom-5 right-5 z-50 flex flex-col gap-3">
      <a
        href={`tel:${site.phones[0].replace(/\s/g, "")}`}
        className={button}
        aria-label={t("callShop", { name: site.name })}
      >
        <PhoneIcon className="h-6 w-6" />
      </a>
      <a
        href={whatsappLink(site.whatsappNumber, t("whatsappText"))}
        target="_blank"
        rel="noopener noreferrer"
        className={button}
        aria-label={t("whatsappChat")}
      >
        <ChatIcon />
      </a>
      <ContactWidgetAside />
    </div>
  );
}
