import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { ContactForm } from "@/features/contact/ui/contact-form";
import { LazyMap } from "@/features/contact/ui/lazy-map";
import { JsonLd } from "@/components/seo/json-ld";
import { MailIcon, PhoneIcon, PinIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { getSiteConfig, whatsappLink } from "@/lib/site/config";
import { directionsUrl, shopAddressLine } from "@/lib/site/location";
import { foreignLang } from "@/lib/i18n/owner-text";
import { InLang } from "@/components/ui/in-lang";
import { openingHoursText } from "@/lib/site/visit";
import { catalogueFor } from "@/messages";
import { translator } from "@/lib/i18n/server";
import { storeLd } from "@/lib/site/seo";
import { localizedPath } from "@/lib/i18n/locales";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = translator(locale, "contact");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/contact", locale });
}

export default async function ContactPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = translator(locale, "contact");
  // The form's words travel with this page only, as props (not a client namespace on every page).
  const { contactForm, appointment } = catalogueFor(locale);
  const site = getSiteConfig();
  const emails = site.contactEmails;
  return (
    <main>
      <JsonLd data={storeLd(site, locale)} />
      <PageHero title={t("title")}>
        <p className="mt-4 text-lg text-maroon-50">{t("intro")}</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 lg:grid-cols-[1fr_1.2fr]">
        <section aria-labelledby="info-h" className="space-y-5 rounded-2xl bg-maroon-900 p-8 text-maroon-50">
          <h2 id="info-h" className="font-display text-2xl font-bold text-white">
            {t("getInTouch")}
          </h2>
          <p className="flex items-start gap-3">
            <PhoneIcon className="mt-0.5 h-5 w-5 shrink-0 text-gold-300" />
            <span>
              {t("call")}{" "}
              <a className="font-semibold text-white underline" href={`tel:${site.phones[0].replace(/\s/g, "")}`}>
                {site.phones[0]}
              </a>
            </span>
          </p>
          <p className="flex items-start gap-3">
            <PhoneIcon className="mt-0.5 h-5 w-5 shrink-0 text-gold-300" />
            <span>
              {t("whatsapp")}{" "}
              <a
                className="font-semibold text-white underline"
                href={whatsappLink(site.whatsappNumber)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {site.whatsapp}
              </a>
            </span>
          </p>
          <div className="flex items-start gap-3">
            <MailIcon className="mt-0.5 h-5 w-5 shrink-0 text-gold-300" />
            <ul>
              {emails.map((e) => (
                <li key={e}>
                  <a className="break-all text-white underline" href={`mailto:${e}`}>
                    {e}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <address className="flex items-start gap-3 not-italic">
            <PinIcon className="mt-0.5 h-5 w-5 shrink-0 text-gold-300" />
            {/* The address and the owner's name are in Latin letters: lang="en" on a Hindi page. */}
            <InLang lang={foreignLang("en", locale)}>{shopAddressLine(site)}</InLang>
          </address>
          <p>
            {t("owner")}{" "}
            <span lang={foreignLang("en", locale)} className="font-semibold text-white">
              {site.owner}
            </span>
          </p>
          <p className="text-sm">{t("open", { hours: openingHoursText(locale) })}</p>
          <ul className="flex flex-wrap gap-3 text-sm">
            {(
              [
                [t("google"), site.social.business],
                [t("instagram"), site.social.instagram],
                [t("facebook"), site.social.facebook],
                [t("youtube"), site.social.youtube],
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
        </section>
        {/* The try-on page's "Ask for an appointment" lands here: /contact#appointment opens the form on a visit. */}
        <section
          id="appointment"
          aria-labelledby="form-h"
          className="scroll-mt-28 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-maroon-100 sm:p-8"
        >
          <h2 id="form-h" className="font-display text-2xl font-bold text-maroon-800">
            {t("formHeading")}
          </h2>
          <p className="mt-3 text-stone-700">
            {t("tryOnLead")}{" "}
            <Link href={localizedPath(locale, "/try-on")} className="font-semibold text-maroon-700 underline">
              {t("tryOnLink")}
            </Link>
          </p>
          <div className="mt-6">
            <ContactForm locale={locale} text={contactForm} appointmentText={appointment} />
          </div>
        </section>
      </div>
      <section aria-label={t("mapLabel")} className="mx-auto max-w-6xl px-4 pb-16">
        <LazyMap
          src={site.mapEmbed}
          title={t("mapTitle", { name: site.name, locality: site.address.locality })}
          directionsHref={directionsUrl(site)}
          labels={{
            loading: t("mapLoading"),
            noScript: t("mapNoScript"),
            directions: t("directions"),
            directionsHint: t("directionsHint"),
          }}
        />
      </section>
    </main>
  );
}
