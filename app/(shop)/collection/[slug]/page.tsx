import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { notFound } from "next/navigation";
import { CollectionHero } from "@/components/product/collection-hero";
import { ProductCard } from "@/components/product/product-card";
import { JsonLd } from "@/components/seo/json-ld";
import { collectionHeroTitle, findCollectionCategory } from "@/lib/content/categories";
import { dupattaItems } from "@/lib/content/dupattas";
import { getSiteConfig } from "@/lib/content/site";
import { listCollectionItems } from "@/lib/data/collection-items";
import { breadcrumbLd } from "@/lib/seo";
import type { CartProduct } from "@/lib/cart/cart";

type Props = { params: Promise<{ slug: string }> };

// Rendered on first request, then served from the route cache until an admin save
// re-validates it (lib/cache.ts) or 5 minutes pass. No path is rendered at build time,
// so \`next build\` never opens the database.
export function generateStaticParams() {
  return [];
}
export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = findCollectionCategory((await params).slug);
  if (!category) return {};
  return pageMetadata({
    title: `${category.title} on Rent`,
    description: `${category.tagline} Rent ${category.title.toLowerCase()} in Delhi for weddings and festive events.`,
    path: `/collection/${category.slug}`,
  });
}

export default async function CollectionPage({ params }: Props) {
  const { slug } = await params;
  const category = findCollectionCategory(slug);
  if (!category || category.slug !== slug) notFound();
  const site = getSiteConfig();

  const products: CartProduct[] = category.builtin
    ? dupattaItems.map((d) => ({ _id: d._id, kind: "dupatta", category: d.category, title: d.title, description: d.description, price: d.price, image: d.images[0], href: `/collection/${slug}/${d._id}` }))
    : (await listCollectionItems(category.value)).map((i) => ({ _id: i._id, kind: "collection", category: i.category, title: i.title, description: i.description, price: i.price, image: i.images[0], href: `/collection/${slug}/${i._id}` }));

  return (
    <main>
      <JsonLd data={breadcrumbLd(site, [{ name: "Home", path: "/" }, { name: category.title, path: `/collection/${slug}` }])} />
      <CollectionHero title={collectionHeroTitle(category)} tagline={category.tagline} targetId="grid" />
      <section id="grid" aria-label={`${category.title} items`} className="mx-auto max-w-7xl scroll-mt-28 px-4 py-14">
        <h2 className="sr-only">All {category.title}</h2>
        {products.length ? (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {products.map((p, i) => (
              <li key={p._id} className="flex">
                <ProductCard product={p} priority={i < 2} cta={category.builtin ? "View Details" : undefined} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-center text-stone-600">New pieces are on their way. Call or WhatsApp us to hear what is in the shop today.</p>
        )}
      </section>
    </main>
  );
}
