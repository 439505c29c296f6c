import Image from "next/image";
import Link from "next/link";
import { formatRupees, previewWords } from "@/lib/format";

export interface ProductCardProps {
  href: string;
  title: string;
  description: string;
  price: number;
  image?: string;
  /** above the fold: load the image eagerly */
  priority?: boolean;
}

export function ProductCard({ href, title, description, price, image, priority }: ProductCardProps) {
  return (
    <article className="group overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-maroon-100 transition hover:shadow-md">
      <Link href={href} className="block focus-visible:outline-offset-[-3px]">
        <div className="relative aspect-[3/4] bg-maroon-50">
          {image ? (
            <Image
              src={image}
              alt={title}
              fill
              priority={priority}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
              className="object-cover transition duration-500 group-hover:scale-105"
            />
          ) : null}
        </div>
        <div className="p-4">
          <h3 className="font-display text-lg font-semibold text-maroon-800">{title}</h3>
          <p className="mt-1 text-sm text-stone-600">{previewWords(description, 10)}</p>
          {price > 0 ? <p className="mt-2 font-semibold text-maroon-700">{formatRupees(price)}</p> : null}
        </div>
      </Link>
    </article>
  );
}
