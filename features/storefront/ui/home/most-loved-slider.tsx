import { StaticImage } from "@/components/ui/static-image";
import Link from "@/components/ui/link";
import { homeContent } from "@/features/storefront/content/home";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { AutoSlider } from "@/components/ui/auto-slider";
import { ArrowRight } from "@/components/ui/icons";
import { SectionHeading } from "@/components/ui/section-heading";

export function MostLovedSlider({ locale }: { locale: Locale }) {
  const t = translator(locale, "home");
  return (
    <section aria-labelledby="loved-h" className="cv-auto bg-maroon-50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="loved-h" title={t("lovedTitle")} subtitle={t("lovedSubtitle")} />
        <div className="mt-10">
          <AutoSlider
            label={t("lovedSlider")}
            intervalMs={3000}
            slideClass="basis-full sm:basis-1/2 lg:basis-1/3"
            gap={20}
          >
            {homeContent(locale).mostLoved.map((m) => (
              <article key={m.label} className="overflow-hidden rounded-2xl bg-white shadow-sm">
                {/* The whole card is the link: on a phone the picture and the name are what people tap. */}
                <Link href={m.href} className="group block">
                  <div className="relative aspect-[4/5]">
                    <StaticImage
                      src={m.image}
                      alt=""
                      fill
                      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                      className="object-cover"
                    />
                  </div>
                  <div className="flex items-center justify-between p-4">
                    <h3 className="font-display text-lg font-semibold text-maroon-800">{m.label}</h3>
                    <span
                      aria-hidden="true"
                      className="rounded-full bg-maroon-700 p-2 text-white group-hover:bg-maroon-800"
                    >
                      <ArrowRight />
                    </span>
                  </div>
                </Link>
              </article>
            ))}
          </AutoSlider>
        </div>
      </div>
    </section>
  );
}
