"use client";
import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import type { ShopVisit } from "@/lib/site/visit";
import {
  availableLines,
  checkoutItems,
  lineKey,
  takenLine,
  totalDeposit,
  totalPrice,
} from "@/features/cart/rules/cart";
import { formatRupees } from "@/lib/format";
import type { Day } from "@/lib/dates";
import { sendJson } from "@/lib/http/send-json";
import type { Fulfilment, PlacedFulfilment } from "@/features/shop/fulfilment";
import { FormField, type FieldSpec } from "@/components/ui/form-field";
import { useLocale, useLocalizedPath } from "@/lib/i18n/client";
import { overLimitReason } from "@/features/cart/ui/cart-limit";
import { useCart, useCartHydrated } from "@/features/cart/ui/cart-store";
import { focusReason } from "./held-reason";
import { FulfilmentChoice } from "./fulfilment-choice";
import { OrderPlaced } from "./order-placed";
import { OrderSummary } from "./order-summary";
import { PlaceOrderButton } from "./place-order-button";
import { TakenNotice, type Taken } from "./taken-notice";
import { useCartQuote } from "./use-cart-quote";
import { usePageT } from "@/lib/i18n/page-messages";

type Field = "name" | "email" | "phone" | "address" | "notes";
const FIELDS: Omit<FieldSpec<Field>, "label">[] = [
  { name: "name", autoComplete: "name", required: true, maxLength: 200 },
  { name: "email", type: "email", autoComplete: "email", required: true, maxLength: 200 },
  { name: "phone", type: "tel", autoComplete: "tel", required: true, maxLength: 200 },
  { name: "address", autoComplete: "street-address", required: true, rows: 3, maxLength: 500 },
  { name: "notes", autoComplete: "off", required: false, rows: 3, maxLength: 1000 },
];
/** Each field's label in the "checkout" words. */
const LABELS = {
  name: "fieldName",
  email: "fieldEmail",
  phone: "fieldPhone",
  address: "fieldAddress",
  notes: "fieldNotes",
} as const satisfies Record<Field, string>;

type Placed = PlacedFulfilment;

/** The checkout: the order, the visitor's details, pickup at the shop (`shop`) or delivery (`deliveryCharge`, as the page was built). */
export function CheckoutForm({ shop, deliveryCharge }: { shop: ShopVisit; deliveryCharge: number }) {
  const hydrated = useCartHydrated();
  // The lines and notices only: the whole store would re-render the form on every set, such as
  // a price quote that changed nothing.
  const lines = useCart((s) => s.lines);
  const notices = useCart((s) => s.notices);
  const { clear, remove, moveStay, setCopies } = useCart.getState();
  // The shop's charge now (the price quote), over the one this page was built with.
  const [charge, setCharge] = useState(deliveryCharge);
  useCartQuote(hydrated, setCharge);
  const router = useRouter();
  const [values, setValues] = useState<Record<Field, string>>({
    name: "",
    email: "",
    phone: "",
    address: "",
    notes: "",
  });
  // Pickup first: most rentals are fitted and collected at the shop, and it asks for no address.
  const [fulfilment, setFulfilment] = useState<Fulfilment>("pickup");
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<{ kind: "idle" | "busy" | "error" | "done"; message?: string }>({
    kind: "idle",
  });
  // A cart line the catalogue no longer has (the API names its productId): shown by name, with a way out.
  const [gone, setGone] = useState<{ id: string; title: string } | null>(null);
  // A rental line whose days were booked by someone else meanwhile (409), with the nearest free days.
  const [taken, setTaken] = useState<Taken | null>(null);
  // Set as the order is sent, before React re-renders: a second Enter or click cannot send it twice.
  const sending = useRef(false);
  const t = usePageT("checkout");
  const locale = useLocale();
  const cart = usePageT("cart");
  const localized = useLocalizedPath();
  const fields: FieldSpec<Field>[] = FIELDS.map((f) => ({ ...f, label: t(LABELS[f.name]) }));

  if (status.kind === "done") return <OrderPlaced message={status.message} placed={placed} shop={shop} />;
  if (!hydrated) return <p className="py-16 text-center text-stone-600 no-js:hidden">{t("loading")}</p>;
  if (!lines.length) {
    return (
      <div className="py-16 text-center">
        <p className="font-display text-2xl font-semibold text-maroon-800">{t("noItems")}</p>
        <Link
          href={localized("/")}
          className="mt-6 inline-block rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800"
        >
          {t("backToShop")}
        </Link>
      </div>
    );
  }

  // Pieces the shop no longer has are listed but not sent: the order is what the total shows.
  // The server takes at most MAX_CART_LINES of those lines (overLimitReason counts them so).
  const overLimit = overLimitReason(lines, cart);
  const heldBecause = overLimit ?? (availableLines(lines).length ? null : t("noneAvailable"));

  const delivery = fulfilment === "delivery";

  async function placeOrder(e: React.FormEvent) {
    e.preventDefault();
    if (sending.current) return;
    if (heldBecause) return focusReason("order-why");
    setGone(null);
    setTaken(null);
    const missing: Partial<Record<Field, string>> = {};
    for (const f of fields)
      if (f.required && !values[f.name].trim() && (f.name !== "address" || delivery))
        missing[f.name] = t("required", { label: f.label });
    setErrors(missing);
    if (Object.keys(missing).length) return setStatus({ kind: "error", message: t("fillHighlighted") });
    setStatus({ kind: "busy" });
    sending.current = true;
    const { address, ...details } = values;
    // The page's language goes with the order: her e-mails, reminders and booking link are in it.
    type Answer = {
      productId: string;
      nearestFree: { from: Day; to: Day }[];
      free?: number;
      from?: Day;
      to?: Day;
      size?: string;
      reservations: { number: string }[];
      order: Placed;
    };
    const answer = await sendJson<Answer>("/api/checkout", {
      ...details,
      fulfilment,
      ...(delivery ? { address } : {}),
      items: checkoutItems(lines),
      locale,
    });
    sending.current = false;
    if (!answer) return setStatus({ kind: "error", message: t("connectionFailed") });
    const data = answer.body;
    if (answer.status === 409 && data.productId) {
      // With `free`: the line asked for more copies than its days have free, and names its days and size.
      const named =
        data.from && data.to ? { from: data.from, to: data.to, ...(data.size ? { size: data.size } : {}) } : undefined;
      const line = takenLine(lines, data.productId, data.nearestFree ?? [], named);
      if (line) {
        const free = named && data.free ? { free: data.free } : {};
        setTaken({
          key: lineKey(line),
          title: line.title,
          from: line.from,
          to: line.to,
          nearestFree: data.nearestFree ?? [],
          ...free,
        });
        return setStatus({ kind: "error", message: `❌ ${data.message ?? t("justBooked")}` });
      }
    }
    if (!answer.ok) {
      const { productId, ...fieldErrors } = (data.errors ?? {}) as Partial<Record<Field | "productId", string>>;
      setErrors(fieldErrors);
      const missing = answer.status === 404 && productId ? lines.find((l) => l._id === productId) : undefined;
      if (missing) {
        setGone({ id: missing._id, title: missing.title });
        return setStatus({ kind: "error", message: t("goneTitle", { title: missing.title }) });
      }
      // The shop answered that fields are wrong: nothing failed to send, the visitor has something
      // to correct, and each field says what beside it (the spec's words are for a real failure).
      const wrong = Object.keys(fieldErrors).filter((k) => fields.some((f) => f.name === k));
      if (answer.status === 400 && wrong.length) {
        return setStatus({
          kind: "error",
          message:
            wrong.length === 1
              ? t("correctOne", { error: fieldErrors[wrong[0] as Field] ?? "" })
              : t("correctMany", { count: wrong.length }),
        });
      }
      return setStatus({ kind: "error", message: `${t("failed")}${data.message ? ` ${data.message}` : ""}` });
    }
    const booked = data.reservations ?? [];
    // The shop's record of the choice and its charge (the form's only if the answer lacks it).
    const order: Placed = data.order
      ? { fulfilment: data.order.fulfilment, address: data.order.address, deliveryCharge: data.order.deliveryCharge }
      : { fulfilment, address: delivery ? address.trim() : null, deliveryCharge: delivery ? charge : 0 };
    clear();
    setPlaced(order);
    if (booked.length) {
      // Rentals: the thank-you page names the stays, from the cookie this answer set.
      setStatus({
        kind: "done",
        message: t("placedReservations", { numbers: booked.map((r) => r.number).join(", ") }),
      });
      return router.push(localized("/thank-you?order"));
    }
    setStatus({ kind: "done", message: t("placed") });
    // spec: then home. A pickup stays, with where and when to come, until the visitor leaves.
    if (order.fulfilment !== "pickup") setTimeout(() => router.push(localized("/")), 2000);
  }

  // A field's message goes as the visitor types in it; once no field is marked, the message
  // that pointed at them goes too (it said "fill in the highlighted fields" with none left).
  const edit = (name: Field) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (!errors[name]) return;
    const rest = { ...errors };
    delete rest[name];
    setErrors(rest);
    if (!Object.keys(rest).length && !taken && !gone && status.kind === "error") setStatus({ kind: "idle" });
  };

  const field = (f: FieldSpec<Field>) => (
    <FormField
      key={f.name}
      form="checkout"
      field={f}
      markRequired
      value={values[f.name]}
      error={errors[f.name]}
      onChange={edit(f.name)}
    />
  );

  const removeGone = () => {
    if (!gone) return;
    remove(gone.id);
    setGone(null);
    setStatus({ kind: "idle" });
  };

  const applyDays = (from: string, to: string) => {
    if (!taken) return;
    moveStay(taken.key, from, to);
    setTaken(null);
    setStatus({ kind: "idle" });
  };

  const bookCopies = (copies: number) => {
    if (!taken) return;
    setCopies(taken.key, copies);
    setTaken(null);
    setStatus({ kind: "idle" });
  };

  const total = formatRupees(totalPrice(lines) + totalDeposit(lines) + (delivery ? charge : 0));
  // On a phone the summary comes first, so the visitor sees what they order and its total before
  // the button; on wide screens it sits beside the form.
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <OrderSummary
        lines={lines}
        taken={taken?.key ?? null}
        notices={notices}
        onRemove={remove}
        delivery={delivery ? charge : null}
      />
      <form
        onSubmit={placeOrder}
        noValidate
        className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-maroon-100 lg:col-start-1 lg:row-start-1"
        aria-label={t("yourDetails")}
      >
        {fields.map((f) =>
          f.name === "address" ? (
            <FulfilmentChoice
              key="fulfilment"
              value={fulfilment}
              onChange={setFulfilment}
              shop={shop}
              deliveryCharge={charge}
            >
              {field(f)}
            </FulfilmentChoice>
          ) : (
            field(f)
          ),
        )}
        {status.kind === "error" ? (
          <div role="alert" className="space-y-2">
            <p className="font-semibold text-red-700">{status.message}</p>
            {taken ? <TakenNotice taken={taken} onUse={applyDays} onCopies={bookCopies} /> : null}
            {gone ? (
              <button
                type="button"
                onClick={removeGone}
                className="rounded-full border-2 border-red-700 px-4 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                {t("removeFromCart", { title: gone.title })}
              </button>
            ) : null}
          </div>
        ) : null}
        <p className="text-right text-lg font-semibold text-maroon-800">{t("totalToPay", { total })}</p>
        <PlaceOrderButton busy={status.kind === "busy"} heldBecause={heldBecause} editCart={overLimit !== null} />
      </form>
    </div>
  );
}
