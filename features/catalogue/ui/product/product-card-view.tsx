import Link from "@/components/ui/link";
import type { CartProduct, ProductKind } from "@/features/cart/rules/cart";
import type { Catalogue } from "@/messages";
import { formatRupees, previewWords } from "@/lib/format";
import { PlainImage } from "@/components/ui/plain-image";
import { AddToCartIcon } from "./add-to-cart-icon";
import { HeartButton } from "@/features/shortlist/ui/heart-button";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/i18n/locales";
import { foreignLang, pieceText } from "@/lib/i18n/owner-text";

/**
 * What a card shows: the piece as the cart stores it, and the owner's Hindi title and
 * description when she typed them. The Hindi is for showing only: the cart keeps
 * the English (orders and the owner's screens are in English).
 */
export type CardProduct = CartProduct & { titleHi?: string | null; descriptionHi?: string | null };

/** A catalogue piece as the database, the API or the dupatta list give it. */
interface CardSource {
  _id: string;
  category: string;
  title: string;
  description: string;
  titleHi?: string | null;
  descriptionHi?: string | null;
  price: number;
  images?: string[];
  rentPrice?: number | null;
}

/** A piece's card: `href` is its page (in English); a piece with a rent is rented by date. */
export function cardOf(item: CardSource, kind: ProductKind, href: string): CardProduct {
  const { _id, category, title, description, titleHi, descriptionHi, price } = item;
  return {
    _id,
    kind,
    category,
    title,
    description,
    titleHi,
    descriptionHi,
    price,
    image: item.images?.[0],
    href,
    ...(typeof item.rentPrice === "number" ? { rentable: true } : {}),
  };
}

/** The piece as a card's cart button adds it: without the Hindi, so the cart stores what it stored before. */
export function cartPiece(card: CardProduct): CartProduct {
  const product = { ...card };
  delete product.titleHi;
  delete product.descriptionHi;
  return product;
}

/** The card's two words: the server's translator and the client's useT both fit. */
export type CardWords = (
  key: keyof Catalogue["productClient"] & ("addTitleToCart" | "chooseDatesFor"),
  values: { title: string },
) => string;

export interface ProductCardProps {
  product: CardProduct;
  /** the page's language: the card links to the piece's page in it (product.href is the English address) */
  locale?: Locale;
  /** 'words': first 10 words plus '...' (collections); 'lines': three lines (beauty) */
  preview?: "words" | "lines";
  cta?: string;
  priority?: boolean;
  /** the image's `sizes`, for grids laid out differently from the default 1/2/4 columns */
  sizes?: string;
}

/**
 * A product card, drawn alike by the server (ProductCard) and by the grid's "Show more" in
 * the browser. No island of its own: the cart button is plain markup handled by the list
 * around it (card-cart.tsx), and the photo a plain <img> with next/image's attributes
 * (PlainImage), so a grid's cards hydrate as markup and links only.
 */
export function ProductCardView({
  product: shown,
  locale = DEFAULT_LOCALE,
  preview = "words",
  cta,
  priority,
  sizes = "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
  t,
}: ProductCardProps & { t: CardWords }) {
  const product = cartPiece(shown);
  const text = pieceText(shown, locale);
  const href = localizedPath(locale, product.href);
  return (
    <article className="group card">
      <AddToCartIcon
        product={product}
        href={href}
        label={t(product.rentable ? "chooseDatesFor" : "addTitleToCart", { title: text.title })}
      />
      {/* A collection piece's heart: the card's one island, a button that reads the stored
          shortlist and loads its store only when pressed. */}
      {product.kind === "collection" ? (
        <HeartButton
          piece={{
            productId: product._id,
            title: product.title,
            titleHi: shown.titleHi ?? null,
            ...(product.image ? { image: product.image } : {}),
            price: product.price,
            href: product.href,
          }}
          shown={text.title}
          className="absolute left-3 top-3 z-10"
        />
      ) : null}
      {/* The one link that still prefetches on sight: a card opens its piece's popup, the grid's
          main action, and from the router's cache it opens at once. Fetched only on the tap, a
          popup closed and a card tapped again while that fetch was still under way reopened
          the piece's whole page instead of its popup (seen in visitors.spec.ts's reopening
          tests with every link on intent). */}
      <Link href={href} scroll={false} prefetch="auto" className="card-link">
        <div className="card-frame">
          {product.image ? (
            <PlainImage src={product.image} sizes={sizes} priority={priority} className="card-photo" />
          ) : null}
        </div>
        <div className="card-body">
          <h3 lang={foreignLang(text.titleLang, locale)} className="card-title">
            {text.title}
          </h3>
          <p
            lang={foreignLang(text.descriptionLang, locale)}
            className={preview === "lines" ? "card-text line-clamp-3" : "card-text"}
          >
            {preview === "words" ? previewWords(text.description, 10) : text.description}
          </p>
          {product.price > 0 ? <p className="card-price">{formatRupees(product.price)}</p> : null}
          {cta ? (
            <span className="mt-auto pt-3 text-sm font-semibold text-maroon-700 underline underline-offset-4">
              {cta}
            </span>
          ) : null}
        </div>
      </Link>
    </article>
  );
}
