import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import Razorpay from "razorpay";
import { z } from "zod";
import { HttpError } from "@/lib/errors";

/*
 * The one door to Razorpay: Payment Links made with the official SDK, and
 * the webhook's signature and event read here. Card numbers and UPI PINs are typed on
 * Razorpay's hosted page only; this server sends an amount and a reference and reads back
 * what Razorpay says was paid.
 */

const OFFICIAL_API = "https://api.razorpay.com";

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** RAZORPAY_API_URL: the official API unless set (tests point it at a stand-in on loopback) */
  apiUrl: string;
}

function httpUrl(raw: string | undefined): string | null {
  try {
    const url = new URL(raw ?? "");
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** The shop's Razorpay keys (docs/configuration.md), or null unless all three are set: without the webhook secret a payment could never be recorded, so nothing is offered. */
export function razorpayKeys(): RazorpayKeys | null {
  const keyId = process.env.RAZORPAY_KEY_ID?.trim();
  const keySecret = process.env.RAZORPAY_KEY_SECRET?.trim();
  const webhookSecret = process.env.RAZORPAY_WEBHOOK_SECRET?.trim();
  if (!keyId || !keySecret || !webhookSecret) return null;
  return { keyId, keySecret, webhookSecret, apiUrl: httpUrl(process.env.RAZORPAY_API_URL?.trim()) ?? OFFICIAL_API };
}

/** The webhook's secret alone (the keys may be rotated apart from it); null when unset. */
export function razorpayWebhookSecret(): string | null {
  return process.env.RAZORPAY_WEBHOOK_SECRET?.trim() || null;
}

/**
 * X-Razorpay-Signature is the hex HMAC-SHA256 of the raw body with the webhook secret. Compared
 * in constant time (the SDK's own validateWebhookSignature compares with ===).
 */
export function signatureMatches(raw: Uint8Array, signature: string | null, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false;
  const expected = createHmac("sha256", secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(signature.trim(), "hex"));
}

export interface NewPaymentLink {
  /** whole rupees */
  amount: number;
  /** at most 40 characters, unique across the shop's links */
  referenceId: string;
  description: string;
  notes: Record<string, string>;
  customerName: string;
  /** where Razorpay sends her back after paying */
  callbackUrl: string;
  expiresAt: Date;
}

/** Razorpay refuses a customer name outside 3–50 letters, digits, spaces, . ' ( ): such a name is left out rather than mangled (she types it on its page). */
function customerOf(name: string): { name?: string } {
  const trimmed = name.replace(/\s+/g, " ").trim();
  return /^[A-Za-z0-9 .'()]{3,50}$/.test(trimmed) ? { name: trimmed } : {};
}

const madeLink = z.object({ id: z.string().min(1).max(40), short_url: z.url({ protocol: /^https?$/ }).max(300) });

const REQUEST_TIMEOUT_MS = 15_000;

/**
 * POST /v1/payment_links through the official SDK. razorpay 2.9.8 has no host option (its API
 * is fixed to api.razorpay.com), so the base URL of its one HTTP client is set to
 * RAZORPAY_API_URL; a bounded timeout, too, as the SDK sets none. Any failure, Razorpay's refusal
 * or no answer, is a 503 with words for her: nothing was made.
 */
export async function createPaymentLink(
  keys: RazorpayKeys,
  link: NewPaymentLink,
): Promise<{ id: string; shortUrl: string }> {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  const http = (client.api as unknown as { rq?: { defaults: { baseURL?: string; timeout?: number } } }).rq;
  if (!http)
    throw new Error("razorpay SDK: its HTTP client moved (client.api.rq); check the pinned version before changing it");
  http.defaults.baseURL = keys.apiUrl;
  http.defaults.timeout = REQUEST_TIMEOUT_MS;
  let answer: unknown;
  try {
    answer = await client.paymentLink.create({
      amount: link.amount * 100,
      currency: "INR",
      accept_partial: false,
      reference_id: link.referenceId,
      description: link.description,
      customer: customerOf(link.customerName),
      notify: { sms: false, email: false },
      reminder_enable: false,
      notes: link.notes,
      callback_url: link.callbackUrl,
      callback_method: "get",
      expire_by: Math.floor(link.expiresAt.getTime() / 1000),
    });
  } catch (error) {
    const said =
      (error as { statusCode?: number; error?: { description?: string } })?.error?.description ??
      (error as Error)?.message ??
      String(error);
    console.error(
      `razorpay: a payment link could not be made (${(error as { statusCode?: number })?.statusCode ?? "no answer"}): ${said}`,
    );
    throw unavailable();
  }
  const parsed = madeLink.safeParse(answer);
  if (!parsed.success) {
    console.error("razorpay: a payment link answer without an id or short_url");
    throw unavailable();
  }
  return { id: parsed.data.id, shortUrl: parsed.data.short_url };
}

const unavailable = () =>
  new HttpError(
    503,
    "Paying online is not working right now. Please pay by UPI or at the shop, or try again in a few minutes.",
    undefined,
    { "Retry-After": "60" },
  );

/** Razorpay's payment methods as the shop books them: UPI, card (EMI on a card too), or the rest online. */
const METHOD: Record<string, "UPI" | "CARD"> = { upi: "UPI", card: "CARD", emi: "CARD" };

const paidEvent = z.object({
  event: z.literal("payment_link.paid"),
  payload: z.object({
    payment_link: z.object({ entity: z.object({ id: z.string().min(1).max(40) }) }),
    payment: z.object({
      entity: z.object({
        id: z.string().min(1).max(40),
        /** paise */
        amount: z.number().int().positive(),
        currency: z.string(),
        method: z.string().max(40),
      }),
    }),
  }),
});

export interface LinkPaid {
  linkId: string;
  paymentId: string;
  /** whole rupees (Razorpay counts paise) */
  amount: number;
  currency: string;
  method: "UPI" | "CARD" | "ONLINE";
}

/**
 * A verified webhook body: the payment of a `payment_link.paid` event, or null for every other
 * event (answered 200 and left alone). 400 for a body that is not JSON or a paid event without
 * its link or payment.
 */
export function linkPaidOf(body: unknown): LinkPaid | null {
  if ((body as { event?: unknown } | null)?.event !== "payment_link.paid") return null;
  const parsed = paidEvent.safeParse(body);
  if (!parsed.success) throw new HttpError(400, "This payment_link.paid event has no payment link or payment in it.");
  const { payment_link, payment } = parsed.data.payload;
  return {
    linkId: payment_link.entity.id,
    paymentId: payment.entity.id,
    amount: Math.floor(payment.entity.amount / 100),
    currency: payment.entity.currency.toUpperCase(),
    method: METHOD[payment.entity.method.toLowerCase()] ?? "ONLINE",
  };
}
