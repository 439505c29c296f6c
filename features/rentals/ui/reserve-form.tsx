"use client";
import { useId, useState } from "react";
import { whatsappLink } from "@/lib/site/config";
import { formatDay } from "@/lib/dates";
import { heldUntilText, holdTimeText } from "../rules/holds";
import { customerWhatsappText, type StaySummary } from "../rules/messages";
import type { Stay } from "../rules/stay-address";
import { normaliseIndianMobile, PHONE_PLACEHOLDER } from "@/lib/phone";
import { FormField, type FieldSpec } from "@/components/ui/form-field";
import { sendJson } from "@/lib/http/send-json";
import { useLocale, useLocalizedPath } from "@/lib/i18n/client";
import { usePageT } from "@/lib/i18n/page-messages";

type Field = "name" | "phone" | "email";
export type Details = Record<Field, string>;
export const EMPTY_DETAILS: Details = { name: "", phone: "", email: "" };

type Words = ReturnType<typeof usePageT<"calendar">>;

const fields = (t: Words): FieldSpec<Field>[] => [
  { name: "name", label: t("fieldName"), autoComplete: "name", required: true, maxLength: 100 },
  {
    name: "phone",
    label: t("fieldPhone"),
    type: "tel",
    autoComplete: "tel",
    required: true,
    maxLength: 25,
    placeholder: PHONE_PLACEHOLDER,
  },
  { name: "email", label: t("fieldEmail"), type: "email", autoComplete: "email", required: false, maxLength: 200 },
];

type State =
  | { kind: "idle" | "busy" }
  | { kind: "error"; message: string }
  | { kind: "taken"; message: string; nearestFree: { from: string; to: string }[] }
  | { kind: "done"; number: string; heldUntil: Date | null; bookingPath: string | null };

interface Props {
  productId: string;
  stay: Stay;
  size: string;
  summary: StaySummary;
  whatsappNumber: string;
  details: Details;
  onDetails(details: Details): void;
  onUse(stay: Stay): void;
  onReserved(stay: Stay): void;
  onTaken(): void;
}

function check(v: Details, t: Words): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!v.name.trim()) errors.name = t("nameRequired");
  if (!v.phone.trim()) errors.phone = t("phoneRequired");
  else if (!normaliseIndianMobile(v.phone)) errors.phone = t("phoneInvalid", { example: PHONE_PLACEHOLDER });
  if (v.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) errors.email = t("emailInvalid");
  return errors;
}

const SHORT: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" };

/**
 * "Reserve now": name and phone (e-mail optional) → POST /api/reservations. A 409 names the
 * nearest free stays as buttons; choosing one starts the form over for those days, keeping
 * what was typed (it lives in the parent).
 */
export function ReserveForm({
  productId,
  stay,
  size,
  summary,
  whatsappNumber,
  details,
  onDetails,
  onUse,
  onReserved,
  onTaken,
}: Props) {
  const id = useId();
  const t = usePageT("calendar");
  const locale = useLocale();
  const localized = useLocalizedPath();
  const [state, setState] = useState<State>({ kind: "idle" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const invalid = check(details, t);
    setErrors(invalid);
    if (Object.keys(invalid).length) return setState({ kind: "error", message: t("checkFields") });
    setState({ kind: "busy" });
    const answer = await sendJson<{
      reservation: { number: string; bookingPath: string | null };
      heldUntil?: string;
      message: string;
      nearestFree: { from: string; to: string }[];
    }>("/api/reservations", {
      productId,
      from: stay.pickup,
      to: stay.ret,
      name: details.name.trim(),
      phone: details.phone.trim(),
      email: details.email.trim() || undefined,
      size: size.trim() || undefined,
      locale,
    });
    if (!answer) return setState({ kind: "error", message: t("unreachable") });
    const data = answer.body;
    if (answer.status === 201 && data.reservation) {
      onReserved(stay);
      const heldUntil = data.heldUntil ? new Date(data.heldUntil) : null;
      return setState({
        kind: "done",
        number: data.reservation.number,
        heldUntil: heldUntil && !Number.isNaN(heldUntil.getTime()) ? heldUntil : null,
        bookingPath: data.reservation.bookingPath ?? null,
      });
    }
    if (answer.status === 409) {
      onTaken();
      // The API answers in the page's language (it sends X-Shop-Locale).
      return setState({ kind: "taken", message: data.message ?? t("justBooked"), nearestFree: data.nearestFree ?? [] });
    }
    // Each field's own reason, in the page's language, from the API.
    setErrors(data.errors ?? {});
    const dayError = data.errors?.from ?? data.errors?.to;
    setState({ kind: "error", message: dayError ?? data.message ?? t("reserveFailed") });
  }

  if (state.kind === "done") {
    const text = customerWhatsappText([{ ...summary, number: state.number, name: details.name.trim() }], locale);
    return (
      <div role="status" className="space-y-3 rounded-xl bg-green-50 p-4 text-green-900">
        <p className="font-semibold">
          {t("reservedNumber")}{" "}
          <strong data-testid="reservation-number" className="whitespace-nowrap">
            {state.number}
          </strong>
          .
        </p>
        {/* The API's message repeats the number ("Reserved: R-3. Held until …"): said once here. */}
        <p className="text-sm">
          {state.heldUntil
            ? locale === "en"
              ? heldUntilText(state.heldUntil)
              : t("heldUntil", { time: holdTimeText(state.heldUntil, locale) })
            : t("willCall")}
        </p>
        {state.bookingPath ? (
          <p className="text-sm">
            <a
              href={localized(state.bookingPath)}
              className="font-semibold underline underline-offset-2"
              data-testid="booking-link"
            >
              {t("bookingPageLink")}
            </a>{" "}
            {t("bookingPageText")}
          </p>
        ) : null}
        <a
          href={whatsappLink(whatsappNumber, text)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-block rounded-full bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
        >
          {t("sendOnWhatsapp")}
          <span className="sr-only"> {t("newTab")}</span>
        </a>
      </div>
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-xl p-4 ring-1 ring-maroon-100"
      aria-label={t("reserveLabel")}
    >
      <p className="text-sm text-stone-700">
        {t("weHold", { from: formatDay(stay.pickup, SHORT, locale), to: formatDay(stay.ret, SHORT, locale) })}
      </p>
      {fields(t).map((f) => (
        <FormField
          key={f.name}
          form={`${id}-reserve`}
          field={f}
          markRequired
          value={details[f.name]}
          error={errors[f.name]}
          onChange={(value) => onDetails({ ...details, [f.name]: value })}
        />
      ))}
      {state.kind === "error" ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {state.message}
        </p>
      ) : null}
      {state.kind === "taken" ? (
        <div role="alert" className="space-y-2 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{state.message}</p>
          {state.nearestFree.length ? (
            <div className="flex flex-wrap gap-2">
              {state.nearestFree.map((s) => (
                <button
                  key={s.from}
                  type="button"
                  onClick={() => onUse({ pickup: s.from, ret: s.to })}
                  className="rounded-full border-2 border-maroon-700 bg-white px-3 py-1.5 font-semibold text-maroon-800 hover:bg-maroon-50"
                >
                  {t("useDays", { from: formatDay(s.from, SHORT, locale), to: formatDay(s.to, SHORT, locale) })}
                </button>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
      <button
        type="submit"
        disabled={state.kind === "busy"}
        className="w-full rounded-full bg-maroon-700 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60"
      >
        {state.kind === "busy" ? t("reserving") : t("sendReservation")}
      </button>
    </form>
  );
}
