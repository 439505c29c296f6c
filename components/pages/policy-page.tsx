import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { findPolicy, type Policy } from "@/lib/content/policies";
import { PageHero } from "@/components/ui/page-hero";

export async function policyMetadata(slug: Policy["slug"], params: LocaleParams): Promise<Metadata> {
  const p = findPolicy(slug)!;
  return pageMetadata({ title: p.title, description: p.description, path: `/${slug}`, locale: await pageLocale(params) });
}

export function PolicyPage({ slug }: { slug: Policy["slug"] }) {
  const policy = findPolicy(slug)!;
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
        <p className="text-sm text-stone-600">Last updated: November 2026.</p>
      </article>
    </main>
  );
}
