"use client";
import { useCallback, type MouseEvent, type ReactNode } from "react";
import { MAX_CART_LINES, type CartProduct } from "@/features/cart/rules/cart";
import { Toast, useToast } from "@/components/ui/toast";
import { useT } from "@/lib/i18n/client";
import { CART_ADD_ATTRIBUTE } from "./add-to-cart-icon";

type CartStore = (typeof import("@/features/cart/ui/cart-store"))["useCart"];
let store: Promise<CartStore> | null = null;

/**
 * The cart store, fetched on the first add from a card rather than hydrated with every
 * grid (the header's cart button may already hold it: then this is the same module). The
 * stored cart is read before adding, so an add never writes over lines kept from before.
 * One promise for every add: two cards tapped while the store loads are added in the order
 * they were tapped (each add awaiting its own load let the second overtake the first).
 */
function cartStore(): Promise<CartStore> {
  store ??= import("@/features/cart/ui/cart-store")
    .then(async ({ useCart }) => {
      if (!useCart.persist.hasHydrated()) await useCart.persist.rehydrate();
      return useCart;
    })
    .catch((error: unknown) => {
      store = null; // a failed load (the connection dropped) is tried again on the next tap
      throw error;
    });
  return store;
}

async function addToCart(product: CartProduct): Promise<"added" | "full"> {
  return (await cartStore()).getState().add(product);
}

/**
 * The click handler for a list of cards and the one toast they share: a click on a card's
 * cart button (AddToCartIcon) adds the piece `find` names by the button's id.
 */
export function useCardCart(find: (id: string) => CartProduct | undefined): {
  onClick: (e: MouseEvent) => void;
  toast: ReactNode;
} {
  const t = useT("productClient");
  const [message, showToast] = useToast();
  const onClick = useCallback(
    (e: MouseEvent) => {
      const id = (e.target as Element).closest(`button[${CART_ADD_ATTRIBUTE}]`)?.getAttribute(CART_ADD_ATTRIBUTE);
      const product = id ? find(id) : undefined;
      if (!product) return;
      void addToCart(product).then(
        (result) =>
          result === "full"
            ? showToast(t("cartFull", { max: MAX_CART_LINES }), "warning")
            : // spec §2: collection pieces say 'Item Added Successfully!', beauty and dupatta 'Item added to cart!'
              showToast(product.kind === "collection" ? t("addedCollection") : t("addedOther")),
        () => showToast(t("addFailed"), "warning"),
      );
    },
    [find, showToast, t],
  );
  return { onClick, toast: <Toast message={message} /> };
}

/** A server-rendered list of cards with the cart buttons working: `pieces` are those the buttons add (rented pieces open their page instead). */
export function CardCartList({
  pieces,
  className,
  children,
}: {
  pieces: CartProduct[];
  className?: string;
  children: ReactNode;
}) {
  const find = useCallback((id: string) => pieces.find((p) => p._id === id), [pieces]);
  const { onClick, toast } = useCardCart(find);
  return (
    <>
      <ul className={className} onClick={onClick}>
        {children}
      </ul>
      {toast}
    </>
  );
}
