import { StaticImage } from "@/components/ui/static-image";
import Link from "@/components/ui/link";
import { homeContent } from "@/features/storefront/content/home";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { Reveal } from "@/components/ui/reveal";
import { SectionHeading } from "@/components/ui/section-heading";

export function GraceInEveryStitch({ locale }: { locale: Locale }) {
  const t = translator(locale, "home");
  return (
    <section aria-labelledby="grace-h" className="cv-auto bg-white py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="grace-h" title={t("graceTitle")} subtitle={t("graceSubtitle")} />
        <Reveal as="ul" className="mt-10 grid gap-6 md:grid-cols-3">
          {homeContent(locale).graceImages.map((g) => (
            <li key={g.image}>
              <figure className="overflow-hidden rounded-2xl bg-maroon-50">
                <div className="relative aspect-[3/4]">
                  <StaticImage
                    src={g.image}
                    alt=""
                    fill
                    sizes="(min-width: 768px) 33vw, 100vw"
                    className="object-cover"
                  />
                </div>
                <figcaption className="p-3 text-center font-semibold text-maroon-800">{g.caption}</figcaption>
              </figure>
            </li>
          ))}
        </Reveal>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            href={localizedPath(locale, "/gallery")}
            className="rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800"
          >
            {t("viewMore")}
          </Link>
          <Link
            href={localizedPath(locale, "/gallery")}
            className="rounded-full border-2 border-maroon-700 px-6 py-3 font-semibold text-maroon-700 hover:bg-maroon-50"
          >
            {t("viewGallery")}
          </Link>
        </div>
      </div>
    </section>
  );
}
