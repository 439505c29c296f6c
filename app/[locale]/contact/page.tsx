import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { ContactForm } from "@/components/pages/contact-form";
import { LazyMap } from "@/components/pages/lazy-map";
import { JsonLd } from "@/components/seo/json-ld";
import { MailIcon, PhoneIcon, PinIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { getSiteConfig, whatsappLink } from "@/lib/content/site";
import { directionsUrl, shopAddressLine, shopHoursText } from "@/lib/content/shop-location";
import { storeLd } from "@/lib/seo";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return pageMetadata({
    title: "Contact Us",
    description: "Call, WhatsApp or write to our Uttam Nagar studio to book a trial or reserve a lehenga, saree or gown for your event.",
    path: "/contact",
    locale: await pageLocale(params),
  });
}

export default function ContactPage() {
  const site = getSiteConfig();
  const emails = site.contactEmails;
  return (
    <main>
      <JsonLd data={storeLd(site)} />
      <PageHero title="Contact Us">
        <p className="mt-4 text-lg text-maroon-50">Book a trial, reserve an outfit or just ask — we reply within a day.</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 lg:grid-cols-[1fr_1.2fr]">
        <section aria-labelledby="info-h" className="space-y-5 rounded-2xl bg-maroon-900 p-8 text-maroon-50">
          <h2 id="info-h" className="font-display text-2xl font-bold text-white">
            Get in touch
          </h2>
          <p className="flex items-start gap-3">
            <PhoneIcon className="mt-0.5 h-5 w-5 shrink-0 text-gold-300" />
            <span>
              Call:{" "}
              <a className="font-semibold text-white underline" href={`tel:${site.phones[0].replace(/\s/g, "")}`}>
                {site.phones[0]}
              </a>
            </span>
          </p>
          <p className="flex items-start gap-3">
            <PhoneIcon className="mt-0.5 h-5 w-5 shrink-0 text-gold-300" />
            <span>
              WhatsApp:{" "}
              <a className="font-semibold text-white underline" href={whatsappLink(site.whatsappNumber)} target="_blank" rel="noopener noreferrer">
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
            {shopAddressLine(site)}
          </address>
          <p>
            Owner: <span className="font-semibold text-white">{site.owner}</span>
          </p>
          <p className="text-sm">Open {shopHoursText()}.</p>
          <ul className="flex flex-wrap gap-3 text-sm">
            {(
              [
                ["Google", site.social.business],
                ["Instagram", site.social.instagram],
                ["Facebook", site.social.facebook],
                ["YouTube", site.social.youtube],
              ] as const
            ).map(([label, href]) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer" className="rounded-full border border-maroon-100/40 px-3 py-1 hover:border-gold-300 hover:text-gold-300">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {/* "Book an Appointment" (home hero) lands here: /contact#appointment opens the form on a visit. */}
        <section id="appointment" aria-labelledby="form-h" className="scroll-mt-28 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-maroon-100 sm:p-8">
          <h2 id="form-h" className="font-display text-2xl font-bold text-maroon-800">
            Send a message or book a visit
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
      <section aria-label="Map" className="mx-auto max-w-6xl px-4 pb-16">
        <LazyMap src={site.mapEmbed} title={`Map of ${site.name} in ${site.address.locality}`} directionsHref={directionsUrl(site)} />
      </section>
    </main>
  );
}
