"use client";
import { useId, useMemo, useState, useSyncExternalStore } from "react";
import { formatDay } from "@/lib/dates";
import { formatRupees } from "@/lib/format";
import { formatSlot } from "@/lib/site/location";
import { normaliseIndianMobile, PHONE_PLACEHOLDER } from "@/lib/phone";
import { FormField, type FieldSpec } from "@/components/ui/form-field";
import { sendJson } from "@/lib/http/send-json";
import { useLocale, useLocalizedPath } from "@/lib/i18n/client";
import { usePageT } from "@/lib/i18n/page-messages";
import { pluralKey } from "@/lib/i18n/plural";
import type { SlotDayView, SlotView } from "../views";

/** A piece offered for the try-on, as the page read it from the catalogue. */
interface PieceChoice {
  id: string;
  title: string;
  image: string | null;
  rent: number;
  baseDays: number;
  sizes: string[];
  /** the size her list named, if any */
  size: string | null;
}

type Field = "name" | "phone" | "email";
type Words = ReturnType<typeof usePageT<"tryOn">>;

const fields = (t: Words): FieldSpec<Field>[] => [
  { name: "name", label: t("name"), autoComplete: "name", required: true, maxLength: 100 },
  {
    name: "phone",
    label: t("phone"),
    type: "tel",
    autoComplete: "tel",
    required: true,
    maxLength: 25,
    placeholder: PHONE_PLACEHOLDER,
  },
  { name: "email", label: t("email"), type: "email", autoComplete: "email", required: false, maxLength: 200 },
];

const noSubscription = () => () => {};

const SHORT: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" };

interface Props {
  pieces: PieceChoice[];
  days: SlotDayView[];
  maxPieces: number;
  functionFrom: string;
  functionTo: string;
}

/**
 * Books a try-on: the pieces (ticked, with a size where copies differ), a day and a time with
 * its rooms free, her function days if she knows them, who she is → POST /api/try-ons. On
 * success her try-on page opens; a full slot offers the nearest free times, and a piece that
 * is out says which (the API's words, in the page's language).
 */
export function TryOnForm({ pieces, days, maxPieces, functionFrom, functionTo }: Props) {
  const id = useId();
  const t = usePageT("tryOn");
  const locale = useLocale();
  const localized = useLocalizedPath();
  const [slotDays, setSlotDays] = useState(days);
  const open = useMemo(() => slotDays.filter((d) => d.slots.some((s) => s.left > 0)), [slotDays]);
  const [day, setDay] = useState(open[0]?.day ?? "");
  const [start, setStart] = useState("");
  const [chosen, setChosen] = useState(() => pieces.slice(0, maxPieces).map((p) => p.id));
  const [sizes, setSizes] = useState<Record<string, string>>(() =>
    Object.fromEntries(pieces.map((p) => [p.id, p.size ?? ""])),
  );
  const [fn, setFn] = useState({ from: functionFrom, to: functionTo });
  const [details, setDetails] = useState<Record<Field, string>>({ name: "", phone: "", email: "" });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [state, setState] = useState<{ kind: "idle" | "busy" } | { kind: "error"; message: string; near?: SlotView[] }>(
    { kind: "idle" },
  );

  // Until the page's script runs, the form cannot book (its choices live in it): the button waits.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const slots = slotDays.find((d) => d.day === day)?.slots ?? [];

  function check(): Partial<Record<string, string>> {
    const found: Partial<Record<string, string>> = {};
    if (!start) found.start = t("chooseTime");
    if (!chosen.length) found.pieces = t("choosePiece");
    for (const p of pieces)
      if (chosen.includes(p.id) && p.sizes.length && !sizes[p.id]) found[`size-${p.id}`] = t("chooseSize");
    if (!details.name.trim()) found.name = t("nameRequired");
    if (!details.phone.trim()) found.phone = t("phoneRequired");
    else if (!normaliseIndianMobile(details.phone)) found.phone = t("phoneInvalid", { example: PHONE_PLACEHOLDER });
    if (details.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(details.email.trim()))
      found.email = t("emailInvalid");
    return found;
  }

  async function refreshSlots() {
    if (!slotDays.length) return;
    const res = await fetch(
      `/api/try-ons/slots?from=${slotDays[0]!.day}&to=${slotDays[slotDays.length - 1]!.day}`,
    ).catch(() => null);
    const body = res?.ok ? ((await res.json()) as { days: SlotDayView[] }) : null;
    if (body) setSlotDays(body.days);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const invalid = check();
    setErrors(invalid);
    if (Object.keys(invalid).length) return setState({ kind: "error", message: t("checkFields") });
    setState({ kind: "busy" });
    const answer = await sendJson<{ tryOn: { path: string }; nearestFree: unknown[]; productId?: string }>(
      "/api/try-ons",
      {
        start,
        pieces: chosen.map((productId) => ({ productId, ...(sizes[productId] ? { size: sizes[productId] } : {}) })),
        name: details.name.trim(),
        phone: details.phone.trim(),
        email: details.email.trim() || undefined,
        ...(fn.from && fn.to ? { functionFrom: fn.from, functionTo: fn.to } : {}),
        locale,
      },
    );
    if (!answer) return setState({ kind: "error", message: t("unreachable") });
    const body = answer.body;
    if (answer.status === 201 && body.tryOn) {
      window.location.assign(localized(body.tryOn.path));
      return;
    }
    if (answer.status === 409 && !body.productId) {
      setStart("");
      await refreshSlots();
      const near = (body.nearestFree ?? []) as SlotView[];
      return setState({ kind: "error", message: body.message ?? t("failed"), near });
    }
    setErrors(body.errors ?? {});
    setState({ kind: "error", message: body.message ?? t("failed") });
  }

  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-8" aria-label={t("heading")}>
      <fieldset aria-describedby={errors.pieces ? `${id}-pieces-error` : undefined}>
        <legend className="font-serif text-xl text-maroon-900">{t("piecesLegend")}</legend>
        <p className="text-sm text-stone-600">{t("piecesAtMost", { max: maxPieces })}</p>
        <ul className="mt-3 space-y-3">
          {pieces.map((p) => (
            <li key={p.id} className="flex items-center gap-3 rounded-xl p-2 ring-1 ring-maroon-100">
              <input
                id={`${id}-piece-${p.id}`}
                type="checkbox"
                className="size-5 accent-maroon-700"
                checked={chosen.includes(p.id)}
                disabled={!chosen.includes(p.id) && chosen.length >= maxPieces}
                onChange={(e) => setChosen((c) => (e.target.checked ? [...c, p.id] : c.filter((x) => x !== p.id)))}
              />
              {p.image ? (
                // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of the shop's own upload
                <img src={p.image} alt="" width={56} height={70} className="h-[70px] w-14 rounded object-cover" />
              ) : null}
              <label htmlFor={`${id}-piece-${p.id}`} className="min-w-0 flex-1">
                <span className="block font-semibold">{p.title}</span>
                <span className="block text-sm text-stone-600">
                  {t("rentFrom", { rent: formatRupees(p.rent), days: p.baseDays })}
                </span>
              </label>
              {p.sizes.length ? (
                <div>
                  <label htmlFor={`${id}-size-${p.id}`} className="sr-only">
                    {t("size")} · {p.title}
                  </label>
                  <select
                    id={`${id}-size-${p.id}`}
                    value={sizes[p.id] ?? ""}
                    aria-invalid={errors[`size-${p.id}`] ? true : undefined}
                    onChange={(e) => setSizes((s) => ({ ...s, [p.id]: e.target.value }))}
                    className="rounded-lg border border-stone-300 px-2 py-2 text-sm"
                  >
                    <option value="">{t("size")}</option>
                    {p.sizes.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </select>
                  {error(`size-${p.id}`)}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        {error("pieces")}
      </fieldset>

      <div>
        <label htmlFor={`${id}-day`} className="font-serif text-xl text-maroon-900">
          {t("dayLegend")}
        </label>
        <select
          id={`${id}-day`}
          value={day}
          onChange={(e) => {
            setDay(e.target.value);
            setStart("");
          }}
          className="mt-2 block w-full rounded-lg border border-stone-300 px-3 py-2"
        >
          {open.map((d) => (
            <option key={d.day} value={d.day}>
              {formatDay(d.day, SHORT, locale)}
            </option>
          ))}
        </select>
      </div>

      <fieldset aria-describedby={errors.start ? `${id}-start-error` : undefined}>
        <legend className="font-serif text-xl text-maroon-900">{t("timeLegend")}</legend>
        {slots.length ? (
          <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4">
            {slots.map((s) => (
              <label
                key={s.start}
                className="relative flex cursor-pointer flex-col items-center rounded-xl px-2 py-2 text-center ring-1 ring-maroon-100 has-checked:bg-maroon-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-maroon-700 has-disabled:cursor-not-allowed has-disabled:opacity-50"
              >
                <input
                  type="radio"
                  name={`${id}-start`}
                  value={s.start}
                  checked={start === s.start}
                  disabled={s.left === 0}
                  onChange={() => setStart(s.start)}
                  className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
                />
                <span className="font-semibold">{formatSlot(s.time, locale)}</span>
                <span className="text-xs">
                  {s.left ? t(pluralKey(locale, "left", s.left), { count: s.left }) : t("full")}
                </span>
              </label>
            ))}
          </div>
        ) : (
          <p className="mt-2 text-sm text-stone-600">{t("noSlots")}</p>
        )}
        {error("start")}
      </fieldset>

      <fieldset>
        <legend className="font-serif text-xl text-maroon-900">{t("functionLegend")}</legend>
        <p className="text-sm text-stone-600">{t("functionHint")}</p>
        <div className="mt-3 grid grid-cols-2 gap-3">
          <label className="text-sm font-semibold">
            {t("pickupDay")}
            <input
              type="date"
              value={fn.from}
              onChange={(e) => setFn((f) => ({ ...f, from: e.target.value }))}
              className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 font-normal"
            />
          </label>
          <label className="text-sm font-semibold">
            {t("returnDay")}
            <input
              type="date"
              value={fn.to}
              min={fn.from || undefined}
              onChange={(e) => setFn((f) => ({ ...f, to: e.target.value }))}
              className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 font-normal"
            />
          </label>
        </div>
        {error("functionTo") ?? error("functionFrom")}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="font-serif text-xl text-maroon-900">{t("detailsLegend")}</legend>
        {fields(t).map((f) => (
          <FormField
            key={f.name}
            form={`${id}-try-on`}
            field={f}
            markRequired
            value={details[f.name]}
            error={errors[f.name]}
            onChange={(value) => setDetails({ ...details, [f.name]: value })}
          />
        ))}
      </fieldset>

      <div aria-live="polite">
        {state.kind === "error" ? (
          <div role="alert" className="space-y-2 text-sm font-semibold text-red-700">
            <p>{state.message}</p>
            {state.near?.length ? (
              <p className="flex flex-wrap items-center gap-2 font-normal text-stone-800">
                {t("nearestTimes")}
                {state.near.map((s) => (
                  <button
                    key={s.start}
                    type="button"
                    onClick={() => {
                      const d = slotDays.find((x) => x.slots.some((y) => y.start === s.start));
                      if (d) setDay(d.day);
                      setStart(s.start);
                      setState({ kind: "idle" });
                    }}
                    className="rounded-full px-3 py-1 ring-1 ring-maroon-600"
                  >
                    {t("useTime", { time: formatSlot(s.time, locale) })}
                  </button>
                ))}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={!ready || state.kind === "busy"}
        className="w-full rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60"
      >
        {state.kind === "busy" ? t("busy") : t("submit")}
      </button>
    </form>
  );
}
