import { StaticImage } from "@/components/ui/static-image";
import Link from "@/components/ui/link";
import { homeContent } from "@/features/storefront/content/home";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { SectionHeading } from "@/components/ui/section-heading";

export function ExploreYourStyle({ locale }: { locale: Locale }) {
  const t = translator(locale, "home");
  return (
    <section aria-labelledby="explore-h" className="cv-auto mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="explore-h" title={t("exploreTitle")} />
      <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
        {homeContent(locale).exploreTiles.map((t) => (
          <li key={t.link}>
            <Link href={t.link} className="group relative block aspect-[3/4] overflow-hidden rounded-2xl">
              <StaticImage
                src={t.image}
                alt=""
                fill
                sizes="(min-width: 1024px) 20vw, (min-width: 768px) 33vw, 50vw"
                className="object-cover transition duration-500 group-hover:scale-105"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-3 text-white">
                <span className="block font-display text-lg font-semibold">{t.name}</span>
                <span className="block text-xs text-gold-300">{t.quote}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
