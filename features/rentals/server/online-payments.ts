import "server-only";
import { getSiteConfig } from "@/lib/site/config";
import { HttpError } from "@/lib/errors";
import { indiaToday } from "@/lib/format";
import { createPaymentLink, razorpayKeys, type LinkPaid } from "@/features/rentals/razorpay";
import { razorpayReference } from "../rules/payments";
import { bookingPath } from "../booking-link";
import { storedLocale } from "@/lib/validation/locale";
import { linkBooking, linksMade, saveLink, usableLink } from "../data/payment-links";
import { askedOnline, NO_SUCH_BOOKING, openBooking } from "./customer-booking";
import { paymentOnBooking } from "./payments";

// Refusals and field messages name their words in the "apiErrors" catalogue: English and Hindi are written there.

/** How long a Payment Link stays open, and the least time left for one to be offered again. */
const LINK_HOURS = 24;
const LEAST_LEFT_MS = 30 * 60_000;
/** Razorpay refuses a link that expires in less than 15 minutes. */
const LEAST_OPEN_MS = 16 * 60_000;

/**
 * POST /api/bookings/{token}/pay-online: the Razorpay Payment Link for what her page asks now
 * (all that is due, or the advance), to send her to. A link made earlier for the same booking
 * and amount, unpaid and open for a while yet, is given again rather than a new one per tap.
 * 503 when Razorpay is not set up (or does not answer), 404 for a link that opens no booking,
 * 422 when nothing is asked.
 */
export async function payOnline(
  token: string,
  now = new Date(),
): Promise<{ url: string; amount: number; made: boolean }> {
  const keys = razorpayKeys();
  if (!keys) throw new HttpError(503, { key: "payOnlineOff" });
  const found = await openBooking(token, now);
  if (!found) throw new HttpError(404, NO_SUCH_BOOKING);
  const { amount, numbers } = askedOnline(found.rows, now);
  if (amount <= 0) throw new HttpError(422, { key: "nothingDue" });
  const open = await usableLink(found.ref, found.version, amount, new Date(now.getTime() + LEAST_LEFT_MS));
  if (open) return { url: open.shortUrl, amount, made: false };
  // Never open past the moment her pending hold lapses: paid after that, the money would
  // confirm nothing (the days may be someone else's by then).
  const lapses = found.rows.stays
    .filter((r) => r.status === "REQUESTED" && r.lapsesAt)
    .map((r) => r.lapsesAt!.getTime());
  const expiresAt = new Date(Math.min(now.getTime() + LINK_HOURS * 3_600_000, ...lapses));
  if (expiresAt.getTime() - now.getTime() < LEAST_OPEN_MS) {
    throw new HttpError(422, { key: "holdEndsTooSoon" });
  }
  // Two taps at the same moment may each make one; she pays one of them, and either is recorded.
  const referenceId = razorpayReference(numbers, (await linksMade(found.ref)) + 1);
  const site = getSiteConfig();
  const link = await createPaymentLink(keys, {
    amount,
    referenceId,
    description: `${site.name}: booking ${numbers.join(", ")}`,
    notes: { booking: numbers.join(" ").slice(0, 250) },
    customerName: found.rows.name,
    // Back to her booking page after paying (Razorpay adds its payment id to the query; the page ignores it).
    callbackUrl: `${site.url}${bookingPath(found.ref, found.version, storedLocale(found.rows.stays[0]?.locale))}`,
    expiresAt,
  });
  await saveLink(found.ref, { ...link, amount, referenceId, linkVersion: found.version, expiresAt });
  return { url: link.shortUrl, amount, made: true };
}

/** What became of a verified payment_link.paid, with the reason when nothing was recorded (the webhook answers it). */
export type LinkPaidOutcome = { kind: "recorded" } | { kind: "duplicate" } | { kind: "ignored"; reason: string };

/**
 * A verified payment_link.paid: the payment is written on the link's booking once (the same
 * Razorpay payment id again is a duplicate, whether it comes later or at the same moment),
 * confirming the booking's pending holds and order in the same transaction, and the link is
 * marked paid. A link this shop did not make, money not in rupees, or a booking since deleted
 * is logged and left, and the webhook's answer says which.
 */
export async function recordLinkPaid(paid: LinkPaid): Promise<LinkPaidOutcome> {
  const ignored = (reason: string): LinkPaidOutcome => {
    console.warn(`razorpay webhook: ${paid.paymentId} on ${paid.linkId} ignored: ${reason}`);
    return { kind: "ignored", reason };
  };
  const on = await linkBooking(paid.linkId);
  if (!on) return ignored(`${paid.linkId} is not a link this shop made.`);
  if (paid.currency !== "INR") return ignored(`the payment is in ${paid.currency}; this shop records rupees only.`);
  if (paid.amount < 1) return ignored("the payment is under ₹1.");
  try {
    const money = {
      amount: paid.amount,
      method: paid.method,
      reference: paid.paymentId,
      razorpayPaymentId: paid.paymentId,
      on: indiaToday(),
      byOwner: false,
    };
    const done = await paymentOnBooking(on, money, (tx) =>
      tx.paymentLink.updateMany({ where: { id: paid.linkId, paidAt: null }, data: { paidAt: new Date() } }),
    );
    return done ? { kind: "recorded" } : { kind: "duplicate" };
  } catch (error) {
    // The order was deleted between reading the link and writing the payment (its links went with it).
    if ((error as { code?: string })?.code !== "P2003") throw error;
    return ignored(`the booking of ${paid.linkId} was deleted.`);
  }
}
