"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { MAX_CART_LINES, type CartProduct } from "@/lib/cart/cart";
import { useLocalizedPath, useT } from "@/lib/i18n/client";
import { useCart } from "@/components/cart/cart-store";
import { Toast, useToast } from "@/components/ui/toast";
import { BuyNowDialog } from "./buy-now-dialog";

interface Props {
  product: CartProduct;
  whatsappHref: string;
  whatsappLabel: string;
}

/** spec §2: collection pages say 'Item Added Successfully!', beauty and dupatta 'Item added to cart!'. */

export function ProductActions({ product, whatsappHref, whatsappLabel }: Props) {
  const add = useCart((s) => s.add);
  const router = useRouter();
  const [toast, showToast] = useToast();
  const [buying, setBuying] = useState(false);
  const t = useT("productClient");
  const to = useLocalizedPath();
  const full = () => showToast(t("cartFull", { max: MAX_CART_LINES }), "warning");

  const buyNow = () => {
    // spec §2: on the dupatta page Buy Now adds to the cart and goes to /cart.
    // A full cart keeps the visitor here, told why, rather than on a cart without the piece.
    if (product.kind === "dupatta") {
      if (add(product) === "full") full();
      else router.push(to("/cart"));
    } else setBuying(true);
  };

  const addToCart = () => (add(product) === "full" ? full() : showToast(product.kind === "collection" ? t("addedCollection") : t("addedOther")));

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3">
        <button type="button" onClick={addToCart} className="rounded-full border-2 border-maroon-700 px-4 py-2.5 font-semibold text-maroon-700 hover:bg-maroon-50">
          {t("addToCart")}
        </button>
        <button type="button" onClick={buyNow} className="rounded-full bg-maroon-700 px-4 py-2.5 font-semibold text-white hover:bg-maroon-800">
          {t("buyNow")}
        </button>
      </div>
      <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className="rounded-full bg-green-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-green-800">
        {whatsappLabel}
        <span className="sr-only">{t("opensInNewTab")}</span>
      </a>
      <Toast message={toast} />
      {product.kind !== "dupatta" ? (
        <BuyNowDialog product={{ id: product._id, title: product.title, price: product.price, beauty: product.kind === "beauty" }} open={buying} onClose={() => setBuying(false)} />
      ) : null}
    </div>
  );
}
