import { StaticImage } from "@/components/ui/static-image";
import { homeContent } from "@/features/storefront/content/home";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { AutoSlider } from "@/components/ui/auto-slider";
import { SectionHeading } from "@/components/ui/section-heading";

export function SampleGallery({ locale }: { locale: Locale }) {
  const t = translator(locale, "home");
  return (
    <section aria-labelledby="sample-h" className="cv-auto bg-white py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="sample-h" title={t("sampleTitle")} subtitle={t("sampleSubtitle")} />
        <div className="mt-10">
          <AutoSlider
            label={t("sampleSlider")}
            intervalMs={3000}
            slideClass="basis-full sm:basis-1/2 lg:basis-auto"
            gap={20}
            gridFrom="(min-width: 1024px)"
            gridClass="lg:grid lg:grid-cols-3 lg:gap-y-6"
          >
            {homeContent(locale).sampleGallery.map((s) => (
              <figure key={s.id} className="overflow-hidden rounded-2xl bg-maroon-50">
                <div className="relative aspect-[4/5]">
                  <StaticImage
                    src={s.image}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    className="object-cover"
                  />
                </div>
                <figcaption className="p-4">
                  <span className="block font-display text-lg font-semibold text-maroon-800">{s.title}</span>
                  <span className="text-sm text-stone-600">{s.description}</span>
                </figcaption>
              </figure>
            ))}
          </AutoSlider>
        </div>
      </div>
    </section>
  );
}
