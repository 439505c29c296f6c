import { headers } from "next/headers";
import { bookingOfThisBrowser } from "@/features/rentals";
import { whatsappLink, type SiteConfig } from "@/lib/content/site";
import { shopVisit } from "@/lib/content/shop-visit";
import type { Receipt, ReceiptStay } from "@/features/rentals";
import { STATUS_LABEL } from "@/features/rentals/rules/status";
import { formatDay } from "@/lib/dates";
import { holdTimeText } from "@/features/rentals/rules/holds";
import { customerWhatsappText } from "@/features/rentals/rules/messages";
import { FulfilmentNote } from "./fulfilment-note";

const SHORT: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" };
const button = "inline-block rounded-full px-6 py-3 text-base font-semibold text-white";

/**
 * After a checkout: the order this browser placed, known from its signed cookie
 * (features/rentals/server/receipt.ts), never from the address, so a shared or made-up link
 * (`?reservations=R-999`) shows no one's booking. Without one, a neutral thank-you.
 */
export async function BookingThanks({ site }: { site: SiteConfig }) {
  const receipt = await bookingOfThisBrowser((await headers()).get("cookie"));
  return receipt ? <OrderPlaced receipt={receipt} site={site} /> : <NeutralThanks site={site} />;
}

function NeutralThanks({ site }: { site: SiteConfig }) {
  return (
    <div className="mt-4 space-y-4 text-lg text-stone-700">
      <p>Thank you for choosing {site.name}. If you placed an order, the shop will call you to confirm it. For anything else, call or WhatsApp us.</p>
      <ContactLinks site={site} text={`Hello! I have a question for ${site.name}.`} />
    </div>
  );
}

function OrderPlaced({ receipt, site }: { receipt: Receipt; site: SiteConfig }) {
  const { stays } = receipt;
  if (!stays.length) {
    const order = receipt.lines.map((l) => (l.quantity > 1 ? `${l.title} × ${l.quantity}` : l.title)).join(", ");
    return (
      <div className="mt-4 space-y-4 text-lg text-stone-700">
        <p>Your order is in: {order}. The shop will call you to confirm it.</p>
        {receipt.fulfilment ? <FulfilmentNote placed={receipt.fulfilment} shop={shopVisit(site)} /> : null}
        <ContactLinks site={site} text={`Hello! About my order of ${order}, placed on ${formatDay(receipt.placedAt.slice(0, 10), SHORT)}.`} />
      </div>
    );
  }
  const numbers = stays.map((s) => s.number).join(", ");
  const delivered = receipt.fulfilment?.fulfilment === "delivery";
  const many = stays.length > 1;
  const held = firstLapse(stays);
  const text = customerWhatsappText(stays.map((s) => ({ ...s, link: `${site.url}${s.href}` })));
  return (
    <div className="mt-4 space-y-4 text-lg text-stone-700">
      <p>
        Your order is in. Your reservation number{many ? "s are" : " is"}{" "}
        <strong className="text-maroon-800" data-testid="reservation-numbers">
          {numbers}
        </strong>
        .{" "}
        {held ? (
          <>
            We hold {many ? "them" : "it"} until <strong data-testid="held-until">{holdTimeText(held)}</strong> (India time).{" "}
          </>
        ) : null}
        The shop will call you to confirm {delivered ? "delivery" : "pickup"} and return; quote the number on the phone.
      </p>
      <ul aria-label="Your reservations" className="space-y-2 text-left text-base">
        {stays.map((s) => (
          <li key={s.number} data-testid="booked-stay" className="rounded-xl bg-white p-3 ring-1 ring-maroon-100">
            <span className="font-bold">{s.number}</span> · {s.title}
            {s.size ? ` (size ${s.size})` : ""}
            <br />
            {delivered ? "Delivered by" : "Pickup"} {formatDay(s.from, SHORT)} · Return {formatDay(s.to, SHORT)}
            {s.status === "requested" ? null : <span className="font-semibold"> · {STATUS_LABEL[s.status]}</span>}
          </li>
        ))}
      </ul>
      {receipt.bookingPath ? (
        <p className="text-base">
          <a href={receipt.bookingPath} className="font-semibold text-maroon-800 underline underline-offset-2" data-testid="booking-link">
            Your booking page
          </a>{" "}
          shows {many ? "their" : "its"} status, adds {many ? "them" : "it"} to your calendar and lets you cancel. Keep the link: it is your booking&apos;s key.
        </p>
      ) : null}
      {receipt.fulfilment ? <FulfilmentNote placed={receipt.fulfilment} shop={shopVisit(site)} /> : null}
      <ContactLinks site={site} text={text} whatsappLabel="Send the details on WhatsApp" />
    </div>
  );
}

function ContactLinks({ site, text, whatsappLabel = "WhatsApp us" }: { site: SiteConfig; text: string; whatsappLabel?: string }) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <a href={whatsappLink(site.whatsappNumber, text)} target="_blank" rel="noopener noreferrer" className={`${button} bg-green-700 hover:bg-green-800`}>
        {whatsappLabel}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a href={`tel:${site.phones[0].replace(/\s/g, "")}`} className={`${button} bg-maroon-700 hover:bg-maroon-800`}>
        Call {site.phones[0]}
      </a>
    </div>
  );
}

/** When the first of the pending holds lapses unless the shop confirms it; null when none waits. */
function firstLapse(stays: ReceiptStay[]): Date | null {
  const times = stays.flatMap((s) => (s.lapsesAt ? [new Date(s.lapsesAt).getTime()] : []));
  return times.length ? new Date(Math.min(...times)) : null;
}
