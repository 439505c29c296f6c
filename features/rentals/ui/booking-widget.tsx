"use client";
import { useEffect, useState } from "react";
import type { CartProduct } from "@/lib/cart/cart";
import { whatsappLink } from "@/lib/content/site";
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
import { stayVerdict } from "../rules/stay-verdict";
import { useAvailability } from "./use-availability";

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

const clamp = (day: Day, min: Day, max: Day) => (day < min ? min : day > max ? max : day);

/**
 * "When is your function?": a month calendar of live availability; choosing the function
 * day proposes pickup and return, which the visitor can move within the shop's rules. The
 * stay is kept in the address (`?from&to`), so a shared link shows the same choice.
 * Rendered only in the browser (booking-loader.tsx), so it may read the address at once.
 */
export function BookingWidget({ piece, terms, sizes, rules, link, whatsappNumber, headingLevel }: BookingProps) {
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
  const wanted = [...new Set([monthOf(focus), ...(span ? monthsSpanned(clamp(span.from, today, horizon), clamp(span.to, today, horizon)) : [])])];
  const availability = useAvailability(piece._id, sized && !copySize ? [] : wanted, asked);

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
    ? { ok: false, checking: false, message: null, taken: false }
    : stay
      ? stayVerdict({ stay, today, rules, terms, statuses: availability.statuses, copies: availability.copies, checking: availability.loading })
      : null;
  const price = stay && stay.pickup <= stay.ret ? priceStay(terms, stay.pickup, stay.ret) : null;
  const summary =
    stay && price
      ? { title: piece.title, from: stay.pickup, to: stay.ret, rent: price.rent, deposit: price.deposit, size: (sized ? copySize : size.trim()) || null, link: withStay(link, stay) }
      : null;
  const askText = summary ? customerWhatsappText([summary]) : `Hello! I would like to rent ${piece.title}. Is it free on my function date?\n${link}`;
  const Sub = headingLevel === 2 ? "h3" : "h4";

  const ask = (
    <a
      href={whatsappLink(whatsappNumber, askText)}
      target="_blank"
      rel="noopener noreferrer"
      className="block rounded-full bg-green-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-green-800"
    >
      Ask on WhatsApp<span className="sr-only"> about {summary ? "these dates" : "this piece"} (opens in a new tab)</span>
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
        <Sub className="font-semibold text-maroon-900">When is your function?</Sub>
        <p className="text-sm text-stone-600">{copySize ? `Days free in size ${copySize}. ` : ""}Choose the day on the calendar: we propose pickup and return around it.</p>
      </div>
      <MonthCalendar focus={focus} today={today} horizon={horizon} statuses={availability.statuses} event={event} stay={stay} onMove={setFocus} onPick={pick} />
      <CalendarLegend />
      {availability.failed ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          Could not load which days are free.{" "}
          <button type="button" onClick={availability.reload} className="underline underline-offset-4">
            Try again
          </button>
        </p>
      ) : null}
      {stay && price ? <StayEditor stay={stay} event={event} today={today} maxDays={rules.maxDays} price={price} extraDay={terms.extraDay} onChange={apply} /> : null}
      {verdict?.message ? (
        <p role={verdict.checking ? "status" : "alert"} className={`rounded-lg p-3 text-sm font-semibold ${verdict.checking ? "bg-stone-100 text-stone-700" : "bg-red-50 text-red-800"}`}>
          {verdict.message}
        </p>
      ) : null}
      {stay && verdict?.taken ? <StayAlternatives productId={piece._id} stay={stay} size={asked} onUse={apply} /> : null}
      {stay && summary && verdict ? (
        <StayActions
          piece={piece}
          stay={stay}
          summary={summary}
          size={sized ? (copySize ?? "") : size}
          onSize={sized ? undefined : setSize}
          ready={verdict.ok}
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
