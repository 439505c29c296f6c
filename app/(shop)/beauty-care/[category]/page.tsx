import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { notFound } from "next/navigation";
import { CollectionHero } from "@/components/product/collection-hero";
import { ProductCard } from "@/components/product/product-card";
import { JsonLd } from "@/components/seo/json-ld";
import { findBeautyCategory } from "@/lib/content/categories";
import { getSiteConfig } from "@/lib/content/site";
import { listBeautyItems } from "@/lib/data/beauty-items";
import { breadcrumbLd } from "@/lib/seo";

type Props = { params: Promise<{ category: string }> };

// Rendered on first request, then served from the route cache until an admin save
// re-validates it (lib/cache.ts) or 5 minutes pass. No path is rendered at build time,
// so \`next build\` never opens the database.
export function generateStaticParams() {
  return [];
}
export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = findBeautyCategory((await params).category);
  if (!category) return {};
  return pageMetadata({ title: category.title, description: `${category.tagline} Handmade in small batches; order online or on WhatsApp.`, path: `/beauty-care/${category.slug}` });
}

export default async function BeautyPage({ params }: Props) {
  const category = findBeautyCategory((await params).category);
  if (!category) notFound();
  const items = await listBeautyItems(category.value);
  const site = getSiteConfig();
  return (
    <main>
      <JsonLd data={breadcrumbLd(site, [{ name: "Home", path: "/" }, { name: category.title, path: `/beauty-care/${category.slug}` }])} />
      <CollectionHero title={category.title} tagline={category.tagline} targetId="grid" />
      <section id="grid" aria-label={`${category.title}`} className="mx-auto max-w-7xl scroll-mt-28 px-4 py-14">
        <h2 className="sr-only">All {category.title}</h2>
        {items.length ? (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {items.map((i, n) => (
              <li key={i._id} className="flex">
                <ProductCard
                  preview="lines"
                  cta="View Details"
                  priority={n < 2}
                  product={{ _id: i._id, kind: "beauty", category: i.category, title: i.title, description: i.description, price: i.price, image: i.images[0], href: `/beauty-care/${category.slug}/${i._id}` }}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-center text-stone-600">This shelf is being restocked. Message us on WhatsApp to reserve the next batch.</p>
        )}
      </section>
    </main>
  );
}
