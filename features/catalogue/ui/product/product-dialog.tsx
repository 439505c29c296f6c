"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { useT } from "@/lib/i18n/client";
import { goBackHoldingTaps } from "./back-holding-taps";

/**
 * The product popup over a grid (spec §2: 90vh; closes on backdrop, close button, Escape
 * and Back). A modal <dialog> traps focus and restores it to the card on close.
 *
 * It rises a little and fades in as it opens: a CSS transition from @starting-style, which
 * needs no animation library on a slow phone when a card is tapped; with reduced
 * motion asked for (motion-safe) it simply opens, as do browsers without @starting-style.
 */
export function ProductDialog({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const closedByBack = useRef(false);
  const t = useT("productClient");

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // Back button: the route changes and this component unmounts; close without going back twice.
    return () => {
      closedByBack.current = true;
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby="product-title"
      onClose={(e) => {
        // A nested dialog's close (Buy Now) must not close the product.
        // Back lands later than the popup vanishes: a card tapped meanwhile waits for it.
        if (e.target === e.currentTarget && !closedByBack.current) goBackHoldingTaps(() => router.back());
      }}
      onClick={(e) => e.target === ref.current && ref.current?.close()}
      className="m-auto h-[90vh] max-h-[90vh] w-[min(64rem,94vw)] max-w-none overflow-hidden rounded-2xl p-0 shadow-2xl backdrop:bg-black/60 motion-safe:transition motion-safe:duration-250 motion-safe:ease-out motion-safe:starting:translate-y-6 motion-safe:starting:scale-98 motion-safe:starting:opacity-0"
    >
      <div className="h-full overflow-y-auto p-3 sm:p-8">
        <button
          type="button"
          onClick={() => ref.current?.close()}
          aria-label={t("close")}
          className="sticky top-0 z-10 float-right -mr-2 -mt-2 rounded-full bg-white p-2 shadow hover:bg-maroon-50"
        >
          <CloseIcon />
        </button>
        {children}
      </div>
    </dialog>
  );
}
