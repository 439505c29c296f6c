import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import Image from "next/image";
import Link from "@/components/ui/link";
import { getSiteConfig } from "@/lib/site/config";
import { ownerStats } from "@/features/storefront/content/home";
import { PageHero } from "@/components/ui/page-hero";
import { Reveal } from "@/components/ui/reveal";
import { localizedPath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { format } from "@/lib/i18n/format-message";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = translator(locale, "about");
  return pageMetadata({
    title: t("title"),
    description: t("description"),
    path: "/about",
    image: { url: "/images/owner.webp", width: 600, height: 750 },
    locale,
  });
}

export default async function AboutPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = translator(locale, "about");
  const site = getSiteConfig();
  const story = t.raw("story") as string[];
  const statLabels = t.raw("statLabels") as string[];
  const steps = t.raw("steps") as { title: string; text: string }[];
  return (
    <main>
      <PageHero title={t("heading", { name: site.name })}>
        <p className="mt-4 text-lg text-maroon-50">{t("intro")}</p>
      </PageHero>
      <section aria-label={t("visionAndMission")} className="mx-auto grid max-w-5xl gap-6 px-4 py-16 md:grid-cols-2">
        <Reveal className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-maroon-100">
          <h2 className="font-display text-2xl font-bold text-maroon-800">{t("visionHeading")}</h2>
          <p className="mt-3 text-stone-700">{t("vision")}</p>
        </Reveal>
        <Reveal className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-maroon-100">
          <h2 className="font-display text-2xl font-bold text-maroon-800">{t("missionHeading")}</h2>
          <p className="mt-3 text-stone-700">{t("mission")}</p>
        </Reveal>
      </section>
      <section
        aria-labelledby="story-h"
        className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-16 md:grid-cols-2"
      >
        <div>
          <h2 id="story-h" className="font-display text-3xl font-bold text-maroon-800">
            {t("storyHeading")}
          </h2>
          {story.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-stone-700">
              {format(paragraph, { owner: site.owner })}
            </p>
          ))}
          <dl className="mt-6 grid grid-cols-3 gap-4 text-center">
            {ownerStats.map((s, i) => (
              <div key={s.label} className="rounded-xl bg-maroon-50 p-3">
                <dt className="text-sm text-stone-600">{statLabels[i] ?? s.label}</dt>
                <dd className="order-first font-display text-2xl font-bold text-maroon-700">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative mx-auto aspect-[4/5] w-full max-w-sm overflow-hidden rounded-3xl shadow-lg">
          <Image
            src="/images/owner.webp"
            alt={t("ownerAlt", { owner: site.owner })}
            fill
            sizes="(min-width: 768px) 384px, 90vw"
            className="object-cover"
          />
        </div>
      </section>
      <section aria-labelledby="how-h" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="how-h" className="text-center font-display text-3xl font-bold text-maroon-800">
            {t("howHeading")}
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((s, i) => (
              <li key={s.title} className="rounded-2xl bg-maroon-50 p-6">
                <span className="font-display text-3xl font-bold text-gold-600">{i + 1}</span>
                <h3 className="mt-2 font-display text-xl font-semibold text-maroon-800">{s.title}</h3>
                <p className="mt-2 text-sm text-stone-700">{s.text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-10 text-center">
            <Link
              href={localizedPath(locale, "/try-on")}
              className="rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800"
            >
              {t("bookTrial")}
            </Link>
          </p>
        </div>
      </section>
    </main>
  );
}
