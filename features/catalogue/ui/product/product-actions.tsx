"use client";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { MAX_CART_LINES, type CartProduct } from "@/features/cart/rules/cart";
import { useLocalizedPath, useT } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import { useCart } from "@/features/cart/ui/cart-store";
import { Toast, useToast } from "@/components/ui/toast";
import { whenIdle } from "@/lib/when-near";

// Buy Now's form is not hydrated with the page: until pressed it is a closed dialog
// nobody sees. Its script is fetched once the page is idle (or sooner, when the button is pointed
// at or focused), so the first press opens it without waiting on the network.
const loadBuyNow = () => import("./buy-now-dialog");
const BuyNowDialog = dynamic(() => loadBuyNow().then((m) => m.BuyNowDialog), { ssr: false });

interface Props {
  product: CartProduct;
  /** the title as the page shows it and its lang there (the owner's Hindi, or her English in lang="en"), for the Buy Now heading */
  shown?: { title: string; lang?: Locale };
  whatsappHref: string;
  whatsappLabel: string;
}

/** spec §2: collection pages say 'Item Added Successfully!', beauty and dupatta 'Item added to cart!'. */

export function ProductActions({ product, shown, whatsappHref, whatsappLabel }: Props) {
  const add = useCart((s) => s.add);
  const router = useRouter();
  const [toast, showToast] = useToast();
  const [buying, setBuying] = useState(false);
  // Mounted from the first Buy Now on, so what was typed stays when it is closed and opened again.
  const [opened, setOpened] = useState(false);
  const t = useT("productClient");
  const to = useLocalizedPath();
  const full = () => showToast(t("cartFull", { max: MAX_CART_LINES }), "warning");

  const buyNow = () => {
    // spec §2: on the dupatta page Buy Now adds to the cart and goes to /cart.
    // A full cart keeps the visitor here, told why, rather than on a cart without the piece.
    if (product.kind === "dupatta") {
      if (add(product) === "full") full();
      else router.push(to("/cart"));
    } else {
      setOpened(true);
      setBuying(true);
    }
  };

  const buys = product.kind !== "dupatta";
  const prefetch = () => {
    if (buys) void loadBuyNow().catch(() => {});
  };
  useEffect(() => (buys ? whenIdle(() => void loadBuyNow().catch(() => {})) : undefined), [buys]);

  const addToCart = () =>
    add(product) === "full"
      ? full()
      : showToast(product.kind === "collection" ? t("addedCollection") : t("addedOther"));

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3">
        <button
          type="button"
          onClick={addToCart}
          className="rounded-full border-2 border-maroon-700 px-4 py-2.5 font-semibold text-maroon-700 hover:bg-maroon-50"
        >
          {t("addToCart")}
        </button>
        <button
          type="button"
          onClick={buyNow}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          className="rounded-full bg-maroon-700 px-4 py-2.5 font-semibold text-white hover:bg-maroon-800"
        >
          {t("buyNow")}
        </button>
      </div>
      <a
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        className="rounded-full bg-green-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-green-800"
      >
        {whatsappLabel}
        <span className="sr-only">{t("opensInNewTab")}</span>
      </a>
      <Toast message={toast} />
      {buys && opened ? (
        <BuyNowDialog
          product={{ id: product._id, title: product.title, price: product.price, beauty: product.kind === "beauty" }}
          shown={shown}
          open={buying}
          onClose={() => setBuying(false)}
        />
      ) : null}
    </div>
  );
}
