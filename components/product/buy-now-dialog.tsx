"use client";
import { useEffect, useId, useRef, useState } from "react";
import { normaliseIndianMobile, PHONE_MESSAGE, PHONE_PLACEHOLDER } from "@/lib/phone";
import { CloseIcon } from "@/components/ui/icons";
import { FormField, type FieldSpec } from "@/components/ui/form-field";
import { sendJson } from "@/lib/send-json";

type Field = "userName" | "userPhone";
const fields: FieldSpec<Field>[] = [
  { name: "userName", label: "Name", autoComplete: "name", required: true, maxLength: 100 },
  { name: "userPhone", label: "Phone", type: "tel", autoComplete: "tel", required: true, maxLength: 20, placeholder: PHONE_PLACEHOLDER },
];
const EMPTY: Record<Field, string> = { userName: "", userPhone: "" };

/** What is wrong with each field, in the words shown under it; empty when the form can be sent. */
function check(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.userName.trim()) errors.userName = "Name is required.";
  if (!values.userPhone.trim()) errors.userPhone = "Phone is required.";
  else if (!normaliseIndianMobile(values.userPhone)) errors.userPhone = PHONE_MESSAGE;
  return errors;
}

interface Props {
  /** `beauty`: a soap or an oil is ordered, not booked, and has no size or dates to confirm */
  product: { id: string; title: string; price: number; beauty?: boolean };
  open: boolean;
  onClose(): void;
}

type State = { kind: "idle" } | { kind: "busy" } | { kind: "error"; message: string } | { kind: "done"; message: string };

/** Buy Now (spec §2, §5, §8): asks for name and phone in a dialog, then sends the order request. */
export function BuyNowDialog({ product, open, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<State>({ kind: "idle" });
  // Controlled, so a failed try keeps what was typed (a form action would reset the form).
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const invalid = check(values);
    setErrors(invalid);
    if (invalid.userName && invalid.userPhone === "Phone is required.") return setState({ kind: "error", message: "Name and phone are required" });
    if (Object.keys(invalid).length) return setState({ kind: "error", message: "Please check the highlighted field." });
    setState({ kind: "busy" });
    const answer = await sendJson("/api/orders", { productId: product.id, productTitle: product.title, price: product.price, userName: values.userName.trim(), userPhone: values.userPhone.trim() });
    if (!answer) return setState({ kind: "error", message: "Failed: could not reach the shop. Check your connection and try again." });
    if (!answer.ok) {
      setErrors(answer.body.errors ?? {});
      return setState({ kind: "error", message: `Failed: ${answer.body.message ?? `Request failed (${answer.status})`}` });
    }
    setState({ kind: "done", message: "Order placed successfully!" });
    setValues(EMPTY);
  }

  const done = state.kind === "done";
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={(e) => {
        if (e.target !== e.currentTarget) return;
        setState({ kind: "idle" });
        setErrors({});
        onClose();
      }}
      className="m-auto w-[min(28rem,92vw)] rounded-2xl p-0 shadow-2xl backdrop:bg-black/60"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="font-display text-xl font-bold text-maroon-800">
            {done ? "Thank you!" : `${product.beauty ? "Order" : "Book"} ${product.title}`}
          </h2>
          <button type="button" onClick={() => ref.current?.close()} aria-label="Close" className="rounded p-1 hover:bg-maroon-50">
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
        {done ? (
          <div>
            <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-800">
              {state.message}
            </p>
            <p className="mt-2 text-sm text-stone-600">{product.beauty ? "We will call you shortly to confirm your order." : "We will call you shortly to confirm sizes and dates."}</p>
            <button type="button" onClick={() => ref.current?.close()} className="mt-5 w-full rounded-full bg-maroon-700 py-2.5 font-semibold text-white hover:bg-maroon-800">
              Close
            </button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="mt-4 space-y-4">
            <p className="text-sm text-stone-600">Leave your name and phone number and we will call you to confirm the {product.beauty ? "order" : "booking"}.</p>
            {fields.map((f) => (
              <FormField key={f.name} form={`${id}-buy`} field={f} value={values[f.name]} error={errors[f.name]} onChange={(value) => setValues((v) => ({ ...v, [f.name]: value }))} />
            ))}
            {state.kind === "error" ? (
              <p role="alert" className="text-sm font-semibold text-red-700">
                {state.message}
              </p>
            ) : null}
            <button type="submit" disabled={state.kind === "busy"} className="w-full rounded-full bg-maroon-700 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60">
              {state.kind === "busy" ? "Placing order…" : "Place Order Request"}
            </button>
          </form>
        )}
      </div>
    </dialog>
  );
}
