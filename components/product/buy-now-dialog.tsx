"use client";
import { useEffect, useId, useRef, useState } from "react";
import { normaliseIndianMobile, PHONE_MESSAGE } from "@/lib/validation/phone";
import { CloseIcon } from "@/components/ui/icons";

interface Props {
  product: { id: string; title: string; price: number };
  open: boolean;
  onClose(): void;
}

type State = { kind: "idle" } | { kind: "busy" } | { kind: "error"; message: string } | { kind: "done"; message: string };

/** Buy Now (spec §2, §5, §8): asks for name and phone in a dialog, then sends the order request. */
export function BuyNowDialog({ product, open, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<State>({ kind: "idle" });
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  async function submit(form: FormData) {
    const userName = String(form.get("userName") ?? "").trim();
    const phone = String(form.get("userPhone") ?? "").trim();
    if (!userName || !phone) return setState({ kind: "error", message: "Name and phone are required" });
    if (!normaliseIndianMobile(phone)) return setState({ kind: "error", message: PHONE_MESSAGE });
    setState({ kind: "busy" });
    try {
      const res = await fetch("/api/orders", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ productId: product.id, productTitle: product.title, price: product.price, userName, userPhone: phone }),
      });
      const data = await res.json().catch(() => ({}));
      if (!res.ok) throw new Error(data.message ?? `Request failed (${res.status})`);
      setState({ kind: "done", message: "Order placed successfully!" });
    } catch (error) {
      console.error(error);
      setState({ kind: "error", message: `Failed: ${error instanceof Error ? error.message : "Network error"}` });
    }
  }

  const done = state.kind === "done";
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={(e) => {
        if (e.target !== e.currentTarget) return;
        setState({ kind: "idle" });
        onClose();
      }}
      className="m-auto w-[min(28rem,92vw)] rounded-2xl p-0 shadow-2xl backdrop:bg-black/60"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="font-display text-xl font-bold text-maroon-800">
            {done ? "Thank you!" : `Book ${product.title}`}
          </h2>
          <button type="button" onClick={() => ref.current?.close()} aria-label="Close" className="rounded p-1 hover:bg-maroon-50">
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
        {done ? (
          <div>
            <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-800">{state.message}</p>
            <p className="mt-2 text-sm text-stone-600">We will call you shortly to confirm sizes and dates.</p>
            <button type="button" onClick={() => ref.current?.close()} className="mt-5 w-full rounded-full bg-maroon-700 py-2.5 font-semibold text-white hover:bg-maroon-800">
              Close
            </button>
          </div>
        ) : (
          <form action={submit} noValidate className="mt-4 space-y-4">
            <p className="text-sm text-stone-600">Leave your name and phone number and we will call you to confirm the booking.</p>
            <div>
              <label htmlFor={`${id}-name`} className="block text-sm font-semibold">Name</label>
              <input id={`${id}-name`} name="userName" autoComplete="name" required maxLength={100} className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2" />
            </div>
            <div>
              <label htmlFor={`${id}-phone`} className="block text-sm font-semibold">Phone</label>
              <input id={`${id}-phone`} name="userPhone" type="tel" inputMode="tel" autoComplete="tel" required maxLength={20} placeholder="98110 45872" className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2" />
            </div>
            {state.kind === "error" ? <p role="alert" className="text-sm font-semibold text-red-700">{state.message}</p> : null}
            <button type="submit" disabled={state.kind === "busy"} className="w-full rounded-full bg-maroon-700 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60">
              {state.kind === "busy" ? "Placing order…" : "Place Order Request"}
            </button>
          </form>
        )}
      </div>
    </dialog>
  );
}
