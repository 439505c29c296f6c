import type { Faq } from "@/features/storefront/content/home";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { SectionHeading } from "@/components/ui/section-heading";

/** One open at a time, natively: <details> elements sharing a name form an exclusive accordion. */
export function FaqAccordion({ locale, faqs }: { locale: Locale; faqs: Faq[] }) {
  const t = translator(locale, "home");
  return (
    <section aria-labelledby="faq-h" className="cv-auto mx-auto max-w-3xl px-4 py-16">
      <SectionHeading id="faq-h" title={t("faqTitle")} />
      <div className="mt-8 space-y-3">
        {faqs.map((f) => (
          <details key={f.question} name="faq" className="group rounded-xl bg-white shadow-sm ring-1 ring-maroon-100">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-4 font-semibold text-maroon-900">
              {f.question}
              <span aria-hidden="true" className="text-xl transition group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="px-4 pb-4 text-stone-700">{f.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
