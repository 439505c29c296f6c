import { StaticImage } from "@/components/ui/static-image";
import { homeContent } from "@/features/storefront/content/home";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { whatsappLink, type SiteConfig } from "@/lib/site/config";

export function OwnerSection({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = translator(locale, "home");
  return (
    <section
      aria-labelledby="owner-h"
      className="cv-auto mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2"
    >
      <div className="relative mx-auto aspect-[4/5] w-full max-w-sm overflow-hidden rounded-3xl shadow-lg">
        <StaticImage
          src="/images/owner.webp"
          alt={t("ownerPhoto", { owner: site.owner, shop: site.name })}
          fill
          sizes="(min-width: 768px) 384px, 90vw"
          className="object-cover"
        />
      </div>
      <div>
        <h2 id="owner-h" className="font-display text-3xl font-bold text-maroon-800 sm:text-4xl">
          {t("ownerTitle")}
        </h2>
        <p className="mt-4 leading-relaxed text-stone-700">{t("ownerStory", { owner: site.owner, shop: site.name })}</p>
        <dl className="mt-6 grid grid-cols-3 gap-4 text-center">
          {homeContent(locale).ownerStats.map((s) => (
            <div key={s.label} className="rounded-xl bg-maroon-50 p-3">
              <dt className="text-sm text-stone-600">{s.label}</dt>
              <dd className="order-first font-display text-2xl font-bold text-maroon-700">{s.value}</dd>
            </div>
          ))}
        </dl>
        <blockquote className="mt-6 border-l-4 border-gold-400 pl-4 font-display text-lg italic text-maroon-800">
          {t("ownerQuote")}
        </blockquote>
        <a
          href={whatsappLink(site.whatsappNumber, t("ownerWhatsapp", { owner: site.owner }))}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-6 inline-block rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800"
        >
          {t("connectOwner")}
          <span className="sr-only">{t("connectOwnerHint")}</span>
        </a>
      </div>
    </section>
  );
}
