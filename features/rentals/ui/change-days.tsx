"use client";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { formatDay, type Day } from "@/lib/dates";
import { sendJson } from "@/lib/http/send-json";
import { useLocale } from "@/lib/i18n/client";
import { usePageT } from "@/lib/i18n/page-messages";

type Field = "from" | "to";
type Errors = Partial<Record<Field, string>>;

/** POST {apiPath}/change: 201 `{ message }`, 409 `{ message, nearestFree }`, 422 `{ message, errors }`, 404. */
interface ChangeAnswer {
  message: string;
  nearestFree: { from: Day; to: Day }[];
}

const SHORT: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short", year: "numeric" };
const field =
  "mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600 disabled:bg-stone-100 disabled:text-stone-700";

interface Props {
  /** /api/bookings/<token> */
  apiPath: string;
  number: string;
  from: Day;
  to: Day;
  /** the piece is with her already: only its return day can move */
  pickedUp: boolean;
  /** a request of hers still waits for the shop: asking again replaces it */
  waiting: boolean;
  /** India's today, from the server (the same on both sides of hydration) */
  today: Day;
}

/**
 * "Ask for other days" on one stay of her booking page: a pickup and a
 * return day, sent to the shop, which answers later. Taken days come back at once with the
 * nearest free ones, one tap to use; a day the shop's rules refuse is named on its field.
 */
export function ChangeDays({ apiPath, number, from, to, pickedUp, waiting, today }: Props) {
  const router = useRouter();
  const t = usePageT("booking");
  const locale = useLocale();
  // The API answers in English: a Hindi page says it in its own words.
  const id = useId();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<Record<Field, Day>>({ from, to });
  const [errors, setErrors] = useState<Errors>({});
  const [nearest, setNearest] = useState<{ from: Day; to: Day }[]>([]);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // A new object per refusal, so the same field is focused again on the next one; after the
  // render that links its message (aria-describedby), so the message is read with the field.
  const [focus, setFocus] = useState<{ field: Field } | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(`${id}-${focus.field}`)?.focus();
  }, [focus, id]);

  function fail(fieldErrors: Errors, text: string) {
    setErrors(fieldErrors);
    setSaid({ ok: false, text });
    const first = (["from", "to"] as const).find((f) => fieldErrors[f] && !(f === "from" && pickedUp));
    if (first) setFocus({ field: first });
  }

  async function ask(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    setNearest([]);
    setSaid(null);
    if (!days.from || !days.to)
      return fail(
        { ...(days.from ? {} : { from: t("choosePickup") }), ...(days.to ? {} : { to: t("chooseReturn") }) },
        t("chooseBoth"),
      );
    setBusy(true);
    const answer = await sendJson<ChangeAnswer>(`${apiPath}/change`, { number, from: days.from, to: days.to });
    setBusy(false);
    if (!answer) return setSaid({ ok: false, text: t("unreachable") });
    // The API answers in the page's language, each field with its own reason.
    const text = answer.body.message;
    if (answer.ok) {
      setSaid({ ok: true, text: text ?? t("sent") });
      setOpen(false);
      // The form and its button go; focus stays on the control that opened it.
      requestAnimationFrame(() => toggle.current?.focus());
      router.refresh();
    } else if (answer.status === 409) {
      // Stays as long, earlier or later: no use to a piece already out, whose pickup cannot move.
      if (!pickedUp) setNearest(answer.body.nearestFree ?? []);
      setSaid({ ok: false, text: text ?? t("taken") });
    } else if (answer.status === 422) {
      const e = answer.body.errors ?? {};
      fail({ ...(e.from ? { from: e.from } : {}), ...(e.to ? { to: e.to } : {}) }, text ?? t("cannotTake"));
    } else {
      setSaid({ ok: false, text: text ?? t("askFailed") });
    }
  }

  function use(stay: { from: Day; to: Day }) {
    setDays(stay);
    setErrors({});
    setSaid({
      ok: true,
      text: t("chosen", { from: formatDay(stay.from, SHORT, locale), to: formatDay(stay.to, SHORT, locale) }),
    });
  }

  const described = (f: Field) =>
    errors[f] ? { "aria-invalid": true as const, "aria-describedby": `${id}-${f}-error` } : {};
  return (
    <div className="text-sm">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 font-semibold text-maroon-800 ring-1 ring-maroon-200 hover:bg-maroon-50"
      >
        <span aria-hidden="true">{open ? "−" : "+"}</span>
        {t("askOtherDays")}
        <span className="sr-only"> {t("forNumber", { number })}</span>
      </button>
      <form
        id={`${id}-form`}
        hidden={!open}
        onSubmit={ask}
        noValidate
        aria-label={t("otherDaysFor", { number })}
        className="mt-3 space-y-3 rounded-xl bg-maroon-50 p-3 sm:p-4"
      >
        <p className="text-stone-700">
          {pickedUp ? t("pickedUpIntro") : t("intro")}
          {waiting ? ` ${t("replaces")}` : ""}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-from`} className="block font-semibold text-maroon-900">
              {t("pickupDay")}
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={days.from}
              min={pickedUp ? undefined : today}
              disabled={pickedUp || busy}
              aria-describedby={pickedUp ? `${id}-from-note` : undefined}
              {...(pickedUp ? {} : described("from"))}
              onChange={(e) => setDays((d) => ({ ...d, from: e.target.value }))}
              className={field}
            />
            {pickedUp ? (
              <p id={`${id}-from-note`} className="mt-1 text-stone-700">
                {t("alreadyPickedUp")}
              </p>
            ) : errors.from ? (
              <p id={`${id}-from-error`} className="mt-1 font-semibold text-red-700">
                {errors.from}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-to`} className="block font-semibold text-maroon-900">
              {t("returnDay")}
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={days.to}
              min={pickedUp ? today : days.from || today}
              disabled={busy}
              {...described("to")}
              onChange={(e) => setDays((d) => ({ ...d, to: e.target.value }))}
              className={field}
            />
            {errors.to ? (
              <p id={`${id}-to-error`} className="mt-1 font-semibold text-red-700">
                {errors.to}
              </p>
            ) : null}
          </div>
        </div>
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 w-full rounded-full bg-maroon-700 px-5 py-2 font-bold text-white hover:bg-maroon-800 disabled:opacity-60 sm:w-auto"
        >
          {busy ? t("asking") : t("askShop")}
          <span className="sr-only"> {t("aboutNumber", { number })}</span>
        </button>
        {nearest.length ? (
          <section aria-labelledby={`${id}-nearest`} className="rounded-lg bg-white p-3">
            <p id={`${id}-nearest`} className="font-semibold text-maroon-900">
              {t("nearestFree")}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {nearest.map((s) => (
                <button
                  key={`${s.from}/${s.to}`}
                  type="button"
                  onClick={() => use(s)}
                  className="min-h-11 rounded-full border-2 border-maroon-700 bg-white px-3 py-1.5 text-left font-semibold text-maroon-800 hover:bg-maroon-50"
                >
                  {t("useDays", { from: formatDay(s.from, SHORT, locale), to: formatDay(s.to, SHORT, locale) })}
                </button>
              ))}
            </div>
          </section>
        ) : null}
      </form>
      <p role="status" className={`mt-2 ${said?.ok ? "text-green-800" : "font-semibold text-red-800"}`}>
        {said?.text}
      </p>
    </div>
  );
}
