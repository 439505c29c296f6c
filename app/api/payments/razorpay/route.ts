import { linkPaidOf, razorpayWebhookSecret, recordLinkPaid, signatureMatches } from "@/features/rentals";
import { HttpError } from "@/lib/errors";
import { handler, jsonOf, readBytes } from "@/lib/http";

/** Razorpay's events are a few KB; anything far larger is not one. */
const MAX_BYTES = 64 * 1024;

/** The event's name as Razorpay sent it, for the answer (short, and only a name). */
function eventName(raw: Uint8Array): string {
  const event = (jsonOf(raw) as { event?: unknown } | null)?.event;
  return typeof event === "string" && /^[\w.]{1,60}$/.test(event) ? event : "this event";
}

/**
 * POST /api/payments/razorpay: Razorpay's webhook. The raw body's HMAC-SHA256 with
 * RAZORPAY_WEBHOOK_SECRET must equal X-Razorpay-Signature before anything in it is read: 400
 * otherwise, with nothing changed. `payment_link.paid` records the payment on the link's
 * booking once (201; the same payment again, 200) and confirms its pending holds; every other
 * event, a link this shop did not make, money not in rupees or under ₹1 is 200 `{ ignored: true,
 * message }` saying why, and left alone. 503 without the secret.
 */
export const POST = handler(async (request) => {
  const secret = razorpayWebhookSecret();
  if (!secret) throw new HttpError(503, "Razorpay is not set up at this shop (RAZORPAY_WEBHOOK_SECRET).");
  const raw = await readBytes(request, MAX_BYTES, "A Razorpay event is never this large.");
  if (!signatureMatches(raw, request.headers.get("x-razorpay-signature"), secret))
    throw new HttpError(400, "The X-Razorpay-Signature does not match this body.");
  const paid = linkPaidOf(jsonOf(raw));
  if (!paid)
    return Response.json({
      ignored: true,
      message: `Ignored: only payment_link.paid is recorded, not ${eventName(raw)}.`,
    });
  const outcome = await recordLinkPaid(paid);
  if (outcome.kind === "recorded") return Response.json({ message: `Recorded ${paid.paymentId}.` }, { status: 201 });
  if (outcome.kind === "duplicate") return Response.json({ message: `${paid.paymentId} was recorded before.` });
  return Response.json({ ignored: true, message: `Ignored ${paid.paymentId}: ${outcome.reason}` });
});
