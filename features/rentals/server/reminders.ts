import "server-only";
import { db } from "@/lib/db";
import { getSiteConfig } from "@/lib/site/config";
import { daysBetween } from "@/lib/dates";
import { indiaToday } from "@/lib/format";
import { sendWhatsappTemplate, whatsappConfig } from "@/features/rentals/whatsapp";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import {
  claimReminders,
  finishReminder,
  releaseReminder,
  skipStaleReminders,
  staysOfReminder,
  type ClaimedReminder,
} from "../data/reminders";
import { lateFee } from "../rules/late-fee";
import { reminderMessage } from "../rules/customer-messages";
import { DAYS_LATE, reminderVerdict, WAIT_MS, type ReminderKind } from "../rules/reminders";
import { whatsappDigits } from "../rules/owner-day";
import { lateFeePercent } from "../settings";

/** A claim lasts this long: a claimer that dies mid-send lets its rows go after it. */
const LEASE_MS = 5 * 60_000;
/** A reminder that failed this often (its e-mail could not even be recorded) is given up. */
const MAX_ATTEMPTS = 5;

/** The approved WhatsApp templates each kind goes out as (docs/renting.md, Reminders): body parameters {{1}} numbers, {{2}} day, {{3}} link, {{4}} late fee. */
const TEMPLATES: Record<ReminderKind, string> = {
  CONFIRMATION: "rental_confirmation",
  PICKUP_TOMORROW: "rental_pickup_tomorrow",
  RETURN_TODAY: "rental_return_today",
  OVERDUE_1: "rental_overdue",
  OVERDUE_3: "rental_overdue",
};
/** A booking brought to her is told of its delivery, not a pickup: a template of its own. */
const DELIVERY_TOMORROW_TEMPLATE = "rental_delivery_tomorrow";

interface DrainResult {
  claimed: number;
  sent: number;
  skipped: number;
  waiting: number;
  /** skipped before any claim: past their stale limit (a server that was down) */
  stale: number;
  /** the reminders this drain sent (tests and the bench count duplicates with them) */
  sentIds: string[];
}

type Stay = Awaited<ReturnType<typeof staysOfReminder>>[number];

/** How a reminder is e-mailed: lib/mail's sendEmail (the outbox) from features/rentals/reminders-timer.ts, or a test's stand-in. */
export type SendEmail = (message: {
  to: string;
  subject: string;
  body: string;
}) => Promise<"sent" | "stored" | "failed">;

/** What one claimed reminder becomes: sent (how), skipped (why), or waiting. */
async function handle(
  client: PrismaClient,
  r: ClaimedReminder,
  now: Date,
  sendEmail: SendEmail,
): Promise<"sent" | "skipped" | "waiting"> {
  const stays = await staysOfReminder(client, r);
  const verdict = reminderVerdict(r.kind, r.day, stays, now);
  if ("wait" in verdict) {
    await releaseReminder(client, r, new Date(now.getTime() + WAIT_MS), "waiting for the owner to confirm");
    return "waiting";
  }
  if ("skip" in verdict) return (await finishReminder(client, r, "SKIPPED", verdict.skip, now)) ? "skipped" : "waiting";
  const outcome = await deliver(r.kind, verdict.send, now, sendEmail);
  if (outcome.result === "failed" && r.attempts < MAX_ATTEMPTS) {
    await releaseReminder(client, r, new Date(now.getTime() + LEASE_MS), outcome.text);
    return "waiting";
  }
  const sent = outcome.result === "sent";
  const done = await finishReminder(
    client,
    r,
    sent ? "SENT" : "SKIPPED",
    outcome.result === "failed" ? `gave up: ${outcome.text}` : outcome.text,
    now,
  );
  // Not done: the claim had lapsed and another drain holds the row now; it decides.
  return !done ? "waiting" : sent ? "sent" : "skipped";
}

/** Sends one reminder about these stays: by e-mail when she gave an address, and by WhatsApp when the Cloud API is set up. */
async function deliver(
  kind: ReminderKind,
  stays: Stay[],
  now: Date,
  sendEmail: SendEmail,
): Promise<{ result: "sent" | "no way to reach her" | "failed"; text: string }> {
  const site = getSiteConfig();
  const first = stays[0]!;
  const daysLate = DAYS_LATE[kind] ?? 0;
  const percent = lateFeePercent();
  const fee = daysLate
    ? stays.reduce(
        (n, s) =>
          n +
          lateFee({
            rent: s.rent,
            deposit: s.deposit,
            daysLate: Math.max(daysLate, daysBetween(s.to, indiaToday(now))),
            percent,
          }),
        0,
      )
    : 0;
  const bookingUrl = first.bookingPath ? `${site.url}${first.bookingPath}` : null;
  // In her language: what she booked in, stored with the booking.
  const message = reminderMessage(
    kind,
    stays,
    {
      shopName: site.name,
      phone: site.whatsapp,
      bookingUrl,
      daysLate: Math.max(daysLate, daysBetween(first.to, indiaToday(now))),
      lateFee: fee,
    },
    first.locale,
  );
  const done: string[] = [];
  const email = stays.find((s) => s.email)?.email;
  if (email) {
    const mail = await sendEmail({ to: email, subject: message.subject, body: message.text });
    // "failed" is kept in the outbox with its error for the owner to see and resend; "stored" waits there.
    done.push(mail === "failed" ? "e-mail (provider failed, in the outbox)" : "e-mail");
  }
  const whatsapp = whatsappConfig();
  const phone = stays.find((s) => s.phone)?.phone;
  if (whatsapp && phone) {
    const params = [
      stays.map((s) => s.number).join(", "),
      kind === "PICKUP_TOMORROW" || kind === "CONFIRMATION" ? first.from : first.to,
      bookingUrl ?? site.url,
      ...(daysLate ? [String(fee)] : []),
    ];
    try {
      const template =
        kind === "PICKUP_TOMORROW" && first.fulfilment === "delivery" ? DELIVERY_TOMORROW_TEMPLATE : TEMPLATES[kind];
      await sendWhatsappTemplate(whatsapp, whatsappDigits(phone), template, params, first.locale);
      done.push("WhatsApp");
    } catch (error) {
      console.error(`[reminders] WhatsApp failed: ${(error as Error).message}`);
      // With the e-mail recorded, a retry would send it twice: say so and stop there.
      if (!done.length) return { result: "failed", text: `WhatsApp failed: ${(error as Error).message}` };
      done.push("WhatsApp failed");
    }
  }
  if (!done.length) return { result: "no way to reach her", text: "no e-mail or WhatsApp" };
  return { result: "sent", text: done.join(", ") };
}

/**
 * One drain: skips what went stale, then claims due reminders in batches and sends each,
 * until none is due or `max` were claimed. Safe to run on several instances at once (each row
 * is claimed by one), and after downtime (due ones go out, stale ones are skipped). `now` is
 * the clock (tests and the bench drive it); `client` a connection of its own (a test's second instance).
 */
export async function drainReminders(options: {
  sendEmail: SendEmail;
  now?: Date;
  client?: PrismaClient;
  batch?: number;
  max?: number;
}): Promise<DrainResult> {
  const now = options.now ?? new Date();
  const client = options.client ?? (await db());
  const batch = options.batch ?? 50;
  const result: DrainResult = {
    claimed: 0,
    sent: 0,
    skipped: 0,
    waiting: 0,
    stale: await skipStaleReminders(client, now),
    sentIds: [],
  };
  while (result.claimed < (options.max ?? 10_000)) {
    const claimed = await claimReminders(client, now, batch, LEASE_MS);
    if (!claimed.length) break;
    result.claimed += claimed.length;
    for (const r of claimed) {
      const outcome = await handle(client, r, now, options.sendEmail).catch(async (error) => {
        console.error(`[reminders] ${r.kind} ${r.id} failed:`, (error as Error).message);
        return "waiting" as const;
      });
      result[outcome === "sent" ? "sent" : outcome === "skipped" ? "skipped" : "waiting"]++;
      if (outcome === "sent") result.sentIds.push(r.id);
    }
  }
  return result;
}
