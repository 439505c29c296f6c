import { homeContent } from "@/features/storefront/content/home";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { AutoSlider } from "@/components/ui/auto-slider";

export function Testimonials({ locale }: { locale: Locale }) {
  const t = translator(locale, "home");
  return (
    <section aria-labelledby="testimonials-h" className="cv-auto bg-maroon-900 py-16 text-white">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="testimonials-h" className="text-center font-display text-3xl font-bold sm:text-4xl">
          {t("testimonialsTitle")}
        </h2>
        <div className="mt-10">
          <AutoSlider label={t("testimonialsSlider")} intervalMs={3500} slideClass="basis-full lg:basis-1/2" gap={30}>
            {homeContent(locale).testimonials.map((q) => (
              <figure key={q.name} className="h-full rounded-2xl bg-white/10 p-6">
                <blockquote className="text-lg leading-relaxed">“{q.feedback}”</blockquote>
                <figcaption className="mt-4">
                  <span className="font-semibold text-gold-300">{q.name}</span>{" "}
                  <span className="text-maroon-100">· {q.role}</span>
                </figcaption>
              </figure>
            ))}
          </AutoSlider>
        </div>
      </div>
    </section>
  );
}
