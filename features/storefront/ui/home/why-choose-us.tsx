import { homeContent } from "@/features/storefront/content/home";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { Reveal } from "@/components/ui/reveal";
import { SectionHeading } from "@/components/ui/section-heading";

export function WhyChooseUs({ locale }: { locale: Locale }) {
  const t = translator(locale, "home");
  return (
    <section aria-labelledby="why-h" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="why-h" title={t("whyTitle")} subtitle={t("whySubtitle")} />
      <Reveal as="ul" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {homeContent(locale).whyChooseUs.map((c, i) => (
          <li key={c.title} className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-maroon-100">
            <span
              aria-hidden="true"
              className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-maroon-50 font-display text-xl font-bold text-maroon-700"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 font-display text-xl font-semibold text-maroon-800">{c.title}</h3>
            <p className="mt-2 text-sm text-stone-600">{c.text}</p>
          </li>
        ))}
      </Reveal>
    </section>
  );
}
