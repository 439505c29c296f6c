"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import type { Day } from "@/lib/dates";
import { formatRupees } from "@/lib/format";
import { shortDay } from "../rules/owner-day";
import { postJson } from "./confirmed-action";

const input =
  "mt-1 block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700";
const label = "block text-sm font-semibold";

export interface BookablePiece {
  id: string;
  title: string;
  stock: number;
  /** each copy's size, copy 1 first (empty: no sizes) */
  copySizes: string[];
  /** the sizes to choose from when copies differ (empty: none) */
  sizes: string[];
  rent: number;
  baseDays: number;
  deposit: number;
}

type Errors = Record<string, string>;
type Answer = {
  message?: string;
  errors?: Errors;
  nearestFree?: { from: Day; to: Day }[];
  reservation?: { id: string };
};

/** Under a field: its error from the API's `errors`, tied to the field for screen readers. */
function FieldError({ name, errors }: { name: string; errors: Errors }) {
  return errors[name] ? (
    <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-800">
      {errors[name]}
    </p>
  ) : null;
}
/** A labelled field, its error below it (not inside the label: the error is its description, not its name). */
function Field({
  name,
  text,
  errors,
  wide = false,
  children,
}: {
  name: string;
  text: string;
  errors: Errors;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label className={label}>
        {text}
        {children}
      </label>
      <FieldError name={name} errors={errors} />
    </div>
  );
}
const invalid = (name: string, errors: Errors) =>
  errors[name] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {};

/**
 * "Book for a customer" (POST /api/reservations as the owner): a bride who called or walked
 * in, booked confirmed at once, or handed the piece now when she takes it today. Each error
 * the server finds shows under its field; taken days offer the nearest free ones. Saved, the
 * page shows the booking (its R-number, her link, WhatsApp and the books).
 */
export function OwnerBookingForm({ piece, today }: { piece: BookablePiece; today: Day }) {
  const router = useRouter();
  const alertLine = useRef<HTMLParagraphElement>(null);
  const [from, setFrom] = useState<string>(today);
  const [to, setTo] = useState<string>("");
  const [delivery, setDelivery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<{ text: string; nearestFree: { from: Day; to: Day }[] } | null>(null);
  const takesNow = from === today && !delivery;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (k: string) => String(data.get(k) ?? "").trim();
    const rent = text("rent");
    const body: Record<string, unknown> = {
      productId: piece.id,
      from,
      to,
      name: text("name"),
      phone: text("phone"),
      fulfilment: delivery ? "delivery" : "pickup",
      locale: text("locale") || "en",
    };
    for (const k of ["email", "size", "notes", "reason", ...(delivery ? ["address"] : [])])
      if (text(k)) body[k] = text(k);
    if (text("unit")) body.unit = Number(text("unit"));
    if (rent) body.rent = /^\d+$/.test(rent) ? Number(rent) : rent;
    if (takesNow && data.get("pickedUp") === "on") body.pickedUp = true;
    setBusy(true);
    const res = await postJson("/api/reservations", body).catch(() => null);
    const answer = ((await res?.json().catch(() => null)) ?? {}) as Answer;
    if (res?.status === 201 && answer.reservation) {
      router.push(`/admin/reservations/new?booked=${encodeURIComponent(answer.reservation.id)}`);
      return;
    }
    setBusy(false);
    setErrors(answer.errors ?? {});
    setProblem({
      text: answer.message ?? "Could not book it. Check the connection and try again.",
      nearestFree: answer.nearestFree ?? [],
    });
    requestAnimationFrame(() => alertLine.current?.focus());
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="book-heading"
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2"
    >
      <h2 id="book-heading" className="text-lg font-bold text-stone-900 sm:col-span-2">
        {piece.title}
        <span className="block text-sm font-normal text-stone-700">
          {formatRupees(piece.rent)} for {piece.baseDays} {piece.baseDays === 1 ? "day" : "days"} · deposit{" "}
          {formatRupees(piece.deposit)} · {piece.stock === 1 ? "1 copy" : `${piece.stock} copies`}
        </span>
      </h2>
      {problem ? (
        <div className="sm:col-span-2">
          <p
            ref={alertLine}
            tabIndex={-1}
            role="alert"
            className="rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800 ring-1 ring-red-200"
          >
            {problem.text}
          </p>
          {problem.nearestFree.length ? (
            <div className="mt-2 flex flex-wrap gap-2">
              {problem.nearestFree.map((s) => (
                <button
                  key={s.from}
                  type="button"
                  onClick={() => {
                    setFrom(s.from);
                    setTo(s.to);
                    setProblem(null);
                  }}
                  className="min-h-11 rounded-full px-4 py-2 font-semibold ring-1 ring-maroon-700"
                >
                  Use {shortDay(s.from, today)} to {shortDay(s.to, today)}
                </button>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
      <Field name="from" text="Pickup day" errors={errors}>
        <input
          type="date"
          name="from"
          required
          min={today}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          className={input}
          {...invalid("from", errors)}
        />
      </Field>
      <Field name="to" text="Return day" errors={errors}>
        <input
          type="date"
          name="to"
          required
          min={from || today}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          className={input}
          {...invalid("to", errors)}
        />
      </Field>
      {piece.sizes.length ? (
        <Field name="size" text="Size" errors={errors}>
          <select name="size" required defaultValue="" className={input} {...invalid("size", errors)}>
            <option value="">Choose a size</option>
            {piece.sizes.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </Field>
      ) : null}
      {piece.stock > 1 ? (
        <Field name="unit" text="Copy" errors={errors}>
          <select name="unit" defaultValue="" className={input} {...invalid("unit", errors)}>
            <option value="">Any free copy</option>
            {Array.from({ length: piece.stock }, (_, i) => (
              <option key={i} value={i + 1}>
                Copy {i + 1}
                {piece.copySizes[i] ? ` (size ${piece.copySizes[i]})` : ""}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field name="name" text="Her name" errors={errors}>
        <input
          type="text"
          name="name"
          required
          maxLength={100}
          autoComplete="off"
          className={input}
          {...invalid("name", errors)}
        />
      </Field>
      <Field name="phone" text="Phone" errors={errors}>
        <input
          type="tel"
          name="phone"
          required
          inputMode="tel"
          autoComplete="off"
          className={input}
          {...invalid("phone", errors)}
        />
      </Field>
      <Field name="email" text="E-mail (optional: her confirmation goes there)" errors={errors}>
        <input
          type="email"
          name="email"
          maxLength={200}
          autoComplete="off"
          className={input}
          {...invalid("email", errors)}
        />
      </Field>
      <Field name="locale" text="Her messages in" errors={errors}>
        <select name="locale" defaultValue="en" className={input}>
          <option value="en">English</option>
          <option value="hi" lang="hi">
            हिन्दी (Hindi)
          </option>
        </select>
      </Field>
      <fieldset className="sm:col-span-2">
        <legend className={label}>How it reaches her</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          <label className="flex min-h-11 items-center gap-2 rounded-full px-4 ring-1 ring-stone-300">
            <input
              type="radio"
              name="fulfilment"
              value="pickup"
              checked={!delivery}
              onChange={() => setDelivery(false)}
            />
            Pickup at the shop
          </label>
          <label className="flex min-h-11 items-center gap-2 rounded-full px-4 ring-1 ring-stone-300">
            <input
              type="radio"
              name="fulfilment"
              value="delivery"
              checked={delivery}
              onChange={() => setDelivery(true)}
            />
            Delivery
          </label>
        </div>
        <FieldError name="fulfilment" errors={errors} />
      </fieldset>
      {delivery ? (
        <Field name="address" text="Delivery address" errors={errors} wide>
          <textarea
            name="address"
            required
            rows={3}
            maxLength={500}
            className={input}
            {...invalid("address", errors)}
          />
        </Field>
      ) : null}
      <Field name="notes" text="Notes (optional: alterations, fittings)" errors={errors} wide>
        <textarea name="notes" rows={2} maxLength={1000} className={input} {...invalid("notes", errors)} />
      </Field>
      <details className="sm:col-span-2" open={Boolean(errors.rent || errors.reason)}>
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-maroon-800 underline underline-offset-2">
          A different rent
        </summary>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <Field name="rent" text="Rent for the whole stay (₹)" errors={errors}>
            <input
              type="number"
              name="rent"
              inputMode="numeric"
              min={0}
              max={1000000}
              step={1}
              className={input}
              {...invalid("rent", errors)}
            />
          </Field>
          <Field name="reason" text="Reason (she sees it)" errors={errors}>
            <input
              type="text"
              name="reason"
              maxLength={200}
              placeholder="Family friend"
              className={input}
              {...invalid("reason", errors)}
            />
          </Field>
        </div>
      </details>
      {takesNow ? (
        <label className="flex min-h-11 items-center gap-3 font-semibold sm:col-span-2">
          <input type="checkbox" name="pickedUp" className="size-5" {...invalid("pickedUp", errors)} />
          She takes it now
        </label>
      ) : null}
      <FieldError name="pickedUp" errors={errors} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="min-h-12 w-full rounded-full bg-maroon-700 px-6 py-3 font-bold text-white hover:bg-maroon-800 disabled:opacity-60 sm:w-auto"
        >
          {busy ? "Booking…" : "Book it"}
        </button>
      </div>
    </form>
  );
}
