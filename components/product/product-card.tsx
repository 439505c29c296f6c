import Image from "next/image";
import Link from "next/link";
import type { CartProduct } from "@/lib/cart/cart";
import { formatRupees, previewWords } from "@/lib/format";
import { AddToCartIcon } from "./add-to-cart-icon";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/i18n/locales";

export interface ProductCardProps {
  product: CartProduct;
  /** the page's language: the card links to the piece's page in it (product.href is the English address) */
  locale?: Locale;
  /** 'words': first 10 words plus '...' (collections); 'lines': three lines (beauty) */
  preview?: "words" | "lines";
  cta?: string;
  priority?: boolean;
  /** the image's `sizes`, for grids laid out differently from the default 1/2/4 columns */
  sizes?: string;
}

export function ProductCard({ product, locale = DEFAULT_LOCALE, preview = "words", cta, priority, sizes = "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" }: ProductCardProps) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-maroon-100 transition hover:shadow-md">
      <AddToCartIcon product={product} />
      <Link href={localizedPath(locale, product.href)} scroll={false} className="flex flex-1 flex-col focus-visible:outline-offset-[-3px]">
        <div className="relative aspect-[3/4] bg-maroon-50">
          {product.image ? (
            <Image src={product.image} alt="" fill preload={priority} fetchPriority={priority ? "high" : "auto"} sizes={sizes} className="object-cover transition duration-500 group-hover:scale-105" />
          ) : null}
        </div>
        <div className="flex flex-1 flex-col p-3 sm:p-4">
          <h3 className="font-display text-base font-semibold text-maroon-800 sm:text-lg">{product.title}</h3>
          <p className={`mt-1 text-sm text-stone-600 ${preview === "lines" ? "line-clamp-3" : ""}`}>{preview === "words" ? previewWords(product.description, 10) : product.description}</p>
          {product.price > 0 ? <p className="mt-2 font-semibold text-maroon-700">{formatRupees(product.price)}</p> : null}
          {cta ? <span className="mt-auto pt-3 text-sm font-semibold text-maroon-700 underline underline-offset-4">{cta}</span> : null}
        </div>
      </Link>
    </article>
  );
}
