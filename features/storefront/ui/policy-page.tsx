import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/metadata";
import { findPolicy, type Policy } from "@/features/storefront/content/policies";
import { translator } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locales";
import { PageHero } from "@/components/ui/page-hero";

export async function policyMetadata(slug: Policy["slug"], params: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const p = findPolicy(slug, locale)!;
  return pageMetadata({ title: p.title, description: p.description, path: `/${slug}`, locale });
}

/** A policy page in the page's language (the words: messages/{en,hi}/policies.json). */
export function PolicyPage({ slug, locale }: { slug: Policy["slug"]; locale: Locale }) {
  const policy = findPolicy(slug, locale)!;
  const t = translator(locale, "policies");
  return (
    <main>
      <PageHero title={policy.title} />
      <article className="mx-auto max-w-3xl px-4 py-14">
        {policy.sections.map((s) => (
          <section key={s.heading} className="mb-8">
            <h2 className="font-display text-2xl font-bold text-maroon-800">{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p} className="mt-3 leading-relaxed text-stone-700">
                {p}
              </p>
            ))}
          </section>
        ))}
        <p className="text-sm text-stone-600">{t("lastUpdated")}</p>
      </article>
    </main>
  );
}
