import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { RoyalPicksGrid } from "@/features/storefront/ui/royal-picks-grid";
import { PageHero } from "@/components/ui/page-hero";
import { royalPicksIn } from "@/features/storefront/content/royal-picks";
import { getSiteConfig, whatsappLink } from "@/lib/site/config";
import { translator } from "@/lib/i18n/server";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = translator(locale, "royalPicks");
  return pageMetadata({
    title: t("title"),
    description: t("description"),
    path: "/royal-pick",
    image: { url: "/images/royal/royal-01.webp", width: 600, height: 800 },
    locale,
  });
}

export default async function RoyalPickPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = translator(locale, "royalPicks");
  const enquireBase = whatsappLink(getSiteConfig().whatsappNumber);
  // Each pick's WhatsApp enquiry, written in the page's language.
  const picks = royalPicksIn(locale).map((p) => ({
    ...p,
    enquireHref: `${enquireBase}?text=${encodeURIComponent(t("enquireText", { title: p.title }))}`,
  }));
  return (
    <main>
      <PageHero title={t("heading")}>
        <p className="mt-4 text-lg text-maroon-50">{t("intro")}</p>
        <a
          href="#picks"
          className="mt-8 inline-block rounded-full bg-gold-400 px-7 py-3 font-semibold text-maroon-900 hover:bg-gold-300"
        >
          {t("seePicks")}
        </a>
      </PageHero>
      <section id="picks" aria-label={t("sectionLabel")} className="mx-auto max-w-7xl scroll-mt-28 px-4 py-14">
        <RoyalPicksGrid
          picks={picks}
          labels={{
            badge: t("badge"),
            close: t("close"),
            fabric: t("fabric"),
            work: t("work"),
            enquire: t("enquire"),
            enquireHint: t("enquireHint"),
          }}
        />
      </section>
    </main>
  );
}
