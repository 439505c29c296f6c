"use client";
import { m, useReducedMotionConfig } from "framer-motion";
import { useRouter } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { Motion, loadMotionFeatures } from "@/components/ui/motion";
import { useT } from "@/lib/i18n/client";

// Fetch the animation features as soon as this chunk arrives (before the dialog renders), so
// the dialog's first frame does not wait for them.
if (typeof window !== "undefined") void loadMotionFeatures().catch(() => {});

/**
 * The product popup over a grid (spec §2: 90vh; closes on backdrop, close button, Escape
 * and Back). A modal <dialog> traps focus and restores it to the card on close.
 */
export function ProductDialog({ children }: { children: ReactNode }) {
  return (
    <Motion>
      <AnimatedDialog>{children}</AnimatedDialog>
    </Motion>
  );
}

/** The dialog rises a little and fades in as it opens; with reduced motion it simply opens. */
function AnimatedDialog({ children }: { children: ReactNode }) {
  const reduce = useReducedMotionConfig();
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
    <m.dialog
      ref={ref}
      initial={reduce ? false : { opacity: 0, y: 24, scale: 0.98 }}
      animate={{ opacity: 1, y: 0, scale: 1 }}
      transition={{ duration: 0.25, ease: "easeOut" }}
      aria-labelledby="product-title"
      onClose={(e) => {
        // A nested dialog's close (Buy Now) must not close the product.
        if (e.target === e.currentTarget && !closedByBack.current) router.back();
      }}
      onClick={(e) => e.target === ref.current && ref.current?.close()}
      className="m-auto h-[90vh] max-h-[90vh] w-[min(64rem,94vw)] max-w-none overflow-hidden rounded-2xl p-0 shadow-2xl backdrop:bg-black/60"
    >
      <div className="h-full overflow-y-auto p-3 sm:p-8">
        <button type="button" onClick={() => ref.current?.close()} aria-label={t("close")} className="sticky top-0 z-10 float-right -mr-2 -mt-2 rounded-full bg-white p-2 shadow hover:bg-maroon-50">
          <CloseIcon />
        </button>
        {children}
      </div>
    </m.dialog>
  );
}
