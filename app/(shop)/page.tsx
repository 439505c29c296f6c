import Image from "next/image";
import Link from "next/link";
import { connection } from "next/server";
import { ProductCard } from "@/components/product/product-card";
import { collectionCategories, collectionHref } from "@/lib/content/categories";
import { listAllCollectionItems } from "@/lib/data/collection-items";
import { listHeroSlides } from "@/lib/data/hero-slides";

export default async function HomePage() {
  // Rendered at request time (data cached by tag): `next build` never opens the embedded database.
  await connection();
  const [slides, items] = await Promise.all([listHeroSlides(), listAllCollectionItems()]);
  const first = slides[0];
  const featured = collectionCategories
    .filter((c) => !c.builtin)
    .map((c) => ({ category: c, item: items.find((i) => i.category === c.value) }))
    .filter((x) => x.item);

  return (
    <main>
      {first ? (
        <section className="relative flex min-h-[70vh] items-center justify-center overflow-hidden bg-maroon-900 text-center text-white">
          <Image src={first.image} alt="" fill priority sizes="100vw" className="object-cover opacity-60" />
          <div className="relative z-10 max-w-2xl px-6">
            <h1 className="font-display text-4xl font-bold sm:text-6xl">{first.title}</h1>
            <p className="mt-4 text-lg">{first.desc}</p>
            <ul className="mt-6 flex flex-wrap justify-center gap-3">
              {first.offers.map((o) => (
                <li key={o.text} className="rounded-full bg-gold-400 px-4 py-1 text-sm font-semibold text-maroon-900">
                  {o.text}: {o.discount}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="text-center font-display text-3xl font-bold text-maroon-800">
          From Our Collections
        </h2>
        <div className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featured.map(({ category, item }) => (
            <ProductCard
              key={item!._id}
              product={{ _id: item!._id, kind: "collection", category: item!.category, title: item!.title, description: item!.description, price: item!.price, image: item!.images[0], href: `${collectionHref(category)}/${item!._id}` }}
            />
          ))}
        </div>
        <p className="mt-10 text-center">
          <Link href="/collection/party-wear-lehenga" className="rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800">
            Explore Party Wear Lehengas
          </Link>
        </p>
      </section>
    </main>
  );
}
