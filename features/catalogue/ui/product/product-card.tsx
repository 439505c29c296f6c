import "server-only";
import { translator } from "@/lib/i18n/server";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { ProductCardView, type ProductCardProps } from "./product-card-view";

export { cartPiece, type CardProduct, type ProductCardProps } from "./product-card-view";

/** A product card drawn on the server, its cart button's words in the page's language. */
export function ProductCard(props: ProductCardProps) {
  const t = translator(props.locale ?? DEFAULT_LOCALE, "productClient");
  return <ProductCardView {...props} t={(key, values) => t(key, values)} />;
}
