"use client";
import { useEffect, useState } from "react";
import type { CartProduct } from "@/features/cart/rules/cart";
import { whatsappLink } from "@/lib/site/config";
import { indiaToday } from "@/lib/format";
import { monthOf, monthsSpanned } from "../rules/calendar";
import { addMonths, type Day } from "@/lib/dates";
import { customerWhatsappText } from "../rules/messages";
import { stayFromQuery, withStay, type Stay } from "../rules/stay-address";
import { holdSpan, priceStay, proposeStay, type RentalTerms } from "../rules/terms";
import { CalendarLegend } from "./calendar-legend";
import { MonthCalendar } from "./month-calendar";
import { StayActions } from "./stay-actions";
import { StayAlternatives } from "./stay-alternatives";
import { StayEditor } from "./stay-editor";
import { SizeChoice } from "./size-choice";
import { chooseSize } from "@/features/shortlist/ui/chosen-size";
import { stayVerdict, type StayVerdict } from "../rules/stay-verdict";
import { copiesLookingFree } from "../rules/availability";
import { useAvailability } from "./use-availability";
import { useLocale } from "@/lib/i18n/client";
import { usePageT } from "@/lib/i18n/page-messages";
import { pluralKey } from "@/lib/i18n/plural";
import type { Locale } from "@/lib/i18n/locales";

export interface BookingProps {
  piece: CartProduct;
  terms: RentalTerms;
  /** the sizes to choose from when the piece's copies differ in size; none: nothing asked */
  sizes: string[];
  rules: { maxDays: number; aheadMonths: number };
  /** the piece's page, absolute, for messages */
  link: string;
  whatsappNumber: string;
  headingLevel: 2 | 3;
}

type Words = ReturnType<typeof usePageT<"calendar">>;

/** The verdict's words in the page's language (the calendar catalogue): the rule broken, a wait, or days taken. */
export function verdictText(
  verdict: Pick<StayVerdict, "problem" | "checking" | "taken">,
  rules: BookingProps["rules"],
  terms: RentalTerms,
  t: Words,
  locale: Locale,
): string | null {
  const { problem } = verdict;
  if (problem === "pickupNotDay" || problem === "pickupPassed") return t("problemPickupPassed");
  if (problem === "returnNotDay" || problem === "returnBeforePickup") return t("problemReturnBeforePickup");
  if (problem === "tooLong") return t("problemTooLong", { days: rules.maxDays });
  if (problem === "tooFarAhead") return t("problemTooFarAhead", { months: rules.aheadMonths });
  if (verdict.checking) return t("checkingDays");
  if (!verdict.taken) return null;
  const parts = [
    terms.bufferBefore ? t(pluralKey(locale, "bufferBefore", terms.bufferBefore), { count: terms.bufferBefore }) : "",
    terms.bufferAfter ? t(pluralKey(locale, "bufferAfter", terms.bufferAfter), { count: terms.bufferAfter }) : "",
  ].filter(Boolean);
  return `${t("notFree")}${parts.length ? ` ${t("buffers", { days: parts.join(t("and")) })}` : ""} ${t("chooseAnother")}`;
}

const clamp = (day: Day, min: Day, max: Day) => (day < min ? min : day > max ? max : day);

/**
 * "When is your function?": a month calendar of live availability; choosing the function
 * day proposes pickup and return, which the visitor can move within the shop's rules. The
 * stay is kept in the address (`?from&to`), so a shared link shows the same choice.
 * Rendered only in the browser (booking-loader.tsx), so it may read the address at once.
 */
export function BookingWidget({ piece, terms, sizes, rules, link, whatsappNumber, headingLevel }: BookingProps) {
  const t = usePageT("calendar");
  const locale = useLocale();
  const [today] = useState(() => indiaToday());
  const horizon = addMonths(today, rules.aheadMonths);
  const [stay, setStay] = useState<Stay | null>(() => stayFromQuery(window.location.search));
  const [event, setEvent] = useState<Day | null>(null);
  const [focus, setFocus] = useState<Day>(() => clamp(stay?.pickup ?? today, today, horizon));
  // What she typed (a piece whose copies are all one size, or have none) or, where they differ, the size she chose.
  const [size, setSize] = useState("");
  const [copySize, setCopySize] = useState<string | null>(null);
  const sized = sizes.length > 0;
  const asked = sized ? copySize : null;
  // The stay this visitor just reserved: the calendar then shows it booked, which is no fault.
  const [reserved, setReserved] = useState<Stay | null>(null);

  const span = stay && stay.pickup <= stay.ret ? holdSpan(terms, stay.pickup, stay.ret) : null;
  // The month on show, and every month the stay's hold (buffers included) touches.
  const wanted = [
    ...new Set([
      monthOf(focus),
      ...(span ? monthsSpanned(clamp(span.from, today, horizon), clamp(span.to, today, horizon)) : []),
    ]),
  ];
  const availability = useAvailability(piece._id, sized && !copySize ? [] : wanted, asked);

  // The page's heart adds the piece in the size she chose here (features/shortlist/ui/chosen-size.ts).
  useEffect(() => chooseSize(piece._id, copySize), [piece._id, copySize]);

  useEffect(() => {
    const next = withStay(window.location.href, stay);
    if (next !== window.location.href) window.history.replaceState(null, "", next);
  }, [stay]);

  const pick = (day: Day) => {
    setEvent(day);
    setStay(proposeStay(terms, day, today));
  };
  const apply = (next: Stay) => {
    setStay(next);
    setFocus(clamp(next.pickup, today, horizon));
    if (event && (event < next.pickup || event > next.ret)) setEvent(null);
  };

  const mine = stay && reserved && stay.pickup === reserved.pickup && stay.ret === reserved.ret;
  const verdict = mine
    ? { ok: false, checking: false, problem: null, taken: false }
    : stay
      ? stayVerdict({
          stay,
          today,
          rules,
          terms,
          statuses: availability.statuses,
          copies: availability.copies,
          checking: availability.loading,
        })
      : null;
  const price = stay && stay.pickup <= stay.ret ? priceStay(terms, stay.pickup, stay.ret) : null;
  // Copies of her size the calendar leaves free for the stay: the most the cart's line takes.
  const stock = availability.stock ?? (sized ? null : terms.stock);
  const free =
    stay && stock !== null && !availability.loading
      ? copiesLookingFree(availability, terms, stay.pickup, stay.ret, today, stock)
      : undefined;
  const summary =
    stay && price
      ? {
          title: piece.title,
          from: stay.pickup,
          to: stay.ret,
          rent: price.rent,
          deposit: price.deposit,
          size: (sized ? copySize : size.trim()) || null,
          link: withStay(link, stay),
        }
      : null;
  const message = verdict ? verdictText(verdict, rules, terms, t, locale) : null;
  const askText = summary ? customerWhatsappText([summary], locale) : t("askText", { title: piece.title, link });
  const Sub = headingLevel === 2 ? "h3" : "h4";

  const ask = (
    <a
      href={whatsappLink(whatsappNumber, askText)}
      target="_blank"
      rel="noopener noreferrer"
      className="block rounded-full bg-green-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-green-800"
    >
      {t("askOnWhatsapp")}
      <span className="sr-only"> {summary ? t("askAboutDates") : t("askAboutPiece")}</span>
    </a>
  );
  const choice = sized ? <SizeChoice sizes={sizes} size={copySize} onSize={setCopySize} /> : null;
  if (sized && !copySize)
    return (
      <div className="space-y-4">
        {choice}
        {ask}
      </div>
    );

  return (
    <div className="space-y-4">
      {choice}
      <div>
        <Sub className="font-semibold text-maroon-900">{t("whenFunction")}</Sub>
        <p className="text-sm text-stone-600">
          {copySize ? `${t("daysFreeInSize", { size: copySize })} ` : ""}
          {t("chooseDay")}
        </p>
      </div>
      <MonthCalendar
        focus={focus}
        today={today}
        horizon={horizon}
        statuses={availability.statuses}
        event={event}
        stay={stay}
        onMove={setFocus}
        onPick={pick}
      />
      <CalendarLegend />
      {availability.failed ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {t("loadFailed")}{" "}
          <button type="button" onClick={availability.reload} className="underline underline-offset-4">
            {t("tryAgain")}
          </button>
        </p>
      ) : null}
      {stay && price ? (
        <StayEditor
          stay={stay}
          event={event}
          today={today}
          maxDays={rules.maxDays}
          price={price}
          extraDay={terms.extraDay}
          onChange={apply}
        />
      ) : null}
      {verdict && message ? (
        <p
          role={verdict.checking ? "status" : "alert"}
          className={`rounded-lg p-3 text-sm font-semibold ${verdict.checking ? "bg-stone-100 text-stone-700" : "bg-red-50 text-red-800"}`}
        >
          {message}
        </p>
      ) : null}
      {stay && verdict?.taken ? (
        <StayAlternatives productId={piece._id} stay={stay} size={asked} onUse={apply} />
      ) : null}
      {stay && summary && verdict ? (
        <StayActions
          piece={piece}
          stay={stay}
          summary={summary}
          size={sized ? (copySize ?? "") : size}
          onSize={sized ? undefined : setSize}
          ready={verdict.ok}
          free={free}
          whatsappNumber={whatsappNumber}
          onUse={apply}
          onReserved={(s) => {
            setReserved(s);
            availability.reload();
          }}
          onTaken={availability.reload}
        />
      ) : null}
      {ask}
    </div>
  );
}
