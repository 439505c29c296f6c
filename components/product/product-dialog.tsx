"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { CloseIcon } from "@/components/ui/icons";

/**
 * The product popup over a grid (spec §2: 90vh; closes on backdrop, close button, Escape
 * and Back). A modal <dialog> traps focus and restores it to the card on close.
 */
export function ProductDialog({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const closedByBack = useRef(false);

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
        if (e.target === e.currentTarget && !closedByBack.current) router.back();
      }}
      onClick={(e) => e.target === ref.current && ref.current?.close()}
      className="m-auto h-[90vh] max-h-[90vh] w-[min(64rem,94vw)] max-w-none overflow-hidden rounded-2xl p-0 shadow-2xl backdrop:bg-black/60"
    >
      <div className="h-full overflow-y-auto p-5 sm:p-8">
        <button type="button" onClick={() => ref.current?.close()} aria-label="Close" className="sticky top-0 z-10 float-right -mr-2 -mt-2 rounded-full bg-white p-2 shadow hover:bg-maroon-50">
          <CloseIcon />
        </button>
        {children}
      </div>
    </dialog>
  );
}
