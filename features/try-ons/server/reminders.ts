import "server-only";
import { db } from "@/lib/db";
import { dayToDate } from "@/lib/dates";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { holdTimeText } from "@/features/rentals/rules/holds";
import {
  claimReminders,
  finishReminder,
  releaseReminder,
  type ClaimedReminder,
  type WhatsappReminder,
} from "@/features/rentals";
import { whatsappDigits } from "@/features/rentals/rules/owner-day";
import { indiaDayStart } from "@/lib/format";
import { drainReminders } from "@/features/rentals/reminders-timer";
import { sendEmail } from "@/lib/mail";
import { translator } from "@/lib/i18n/server";
import { formatSlot } from "@/lib/site/location";
import { getSiteConfig } from "@/lib/site/config";
import { storedLocale } from "@/lib/validation/locale";
import { plannedTryOnReminders, tryOnReminderVerdict, type TryOnReminderKind } from "../rules/reminders";
import { indiaClock } from "../rules/slots";
import { piecesIn, tryOnNumber } from "../rules/try-on";
import { tryOnPath } from "../link";

const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

/** Writes a try-on's reminders in its own transaction (the booking's, or a move's). */
export async function writeTryOnReminders(tx: Prisma.TransactionClient, tryOn: { id: string; start: Date }, now: Date) {
  const rows = plannedTryOnReminders(tryOn.id, tryOn.start, now).map((r) => ({
    key: r.key,
    kind: r.kind,
    tryOnId: tryOn.id,
    day: dayToDate(indiaClock(tryOn.start).day),
    dueAt: r.dueAt,
    staleAt: r.staleAt,
  }));
  if (!rows.length) return;
  await tx.reminder.createMany({ data: rows, skipDuplicates: true });
  // moved back to a time it had before: those rows were skipped as moved, and are due again
  await tx.reminder.updateMany({
    where: { key: { in: rows.map((r) => r.key) }, status: "SKIPPED", staleAt: { gt: now } },
    data: { status: "PENDING", outcome: null, doneAt: null, claimedUntil: null },
  });
}

/** Her reminder, in her language: subject and text. */
function reminderOf(
  kind: TryOnReminderKind,
  t: { id: string; number: number; name: string; start: Date; locale: string; linkVersion: number },
  pieces: string[],
) {
  const locale = storedLocale(t.locale);
  const words = translator(locale, "tryOn");
  const site = getSiteConfig();
  const time = formatSlot(indiaClock(t.start).time, locale);
  const values = {
    name: t.name,
    number: tryOnNumber(t.number),
    shop: site.name,
    when: holdTimeText(t.start, locale),
    time,
    pieces: pieces.join(", "),
    link: `${site.url}${tryOnPath(t.id, t.linkVersion, locale)}`,
    phone: site.whatsapp,
  };
  return kind === "TRYON_TOMORROW"
    ? { subject: words("reminderTomorrowSubject", values), text: words("reminderTomorrowText", values) }
    : { subject: words("reminderSoonSubject", values), text: words("reminderSoonText", values) };
}

async function handle(client: PrismaClient, r: ClaimedReminder, now: Date): Promise<"sent" | "skipped" | "waiting"> {
  const tryOn = await client.tryOn.findUnique({
    where: { id: r.tryOnId! },
    include: {
      pieces: { select: { title: true, size: true, item: { select: { titleHi: true } } }, orderBy: { id: "asc" } },
    },
  });
  const verdict = tryOnReminderVerdict(r.key, tryOn);
  if ("skip" in verdict) return (await finishReminder(client, r, "SKIPPED", verdict.skip, now)) ? "skipped" : "waiting";
  if (!tryOn!.email)
    return (await finishReminder(client, r, "SKIPPED", "no e-mail address (the owner's WhatsApp list has it)", now))
      ? "skipped"
      : "waiting";
  const message = reminderOf(r.kind as string as TryOnReminderKind, tryOn!, piecesIn(tryOn!.locale, tryOn!.pieces));
  const mail = await sendEmail({ to: tryOn!.email, subject: message.subject, body: message.text });
  if (mail === "failed" && r.attempts < MAX_ATTEMPTS) {
    await releaseReminder(client, r, new Date(now.getTime() + LEASE_MS), "e-mail failed");
    return "waiting";
  }
  const done = await finishReminder(
    client,
    r,
    "SENT",
    mail === "failed" ? "e-mail (provider failed, in the outbox)" : "e-mail",
    now,
  );
  return done ? "sent" : "waiting";
}

/**
 * One drain of the try-ons' due reminders: claimed from the reminder rows as a booking's are
 * (each by one instance, FOR UPDATE SKIP LOCKED, a claim that lapses), judged as the try-on is
 * now (cancelled, moved or booked: skipped), e-mailed through the outbox in her language.
 */
export async function drainTryOnReminders(options: { now?: Date; client?: PrismaClient; batch?: number } = {}) {
  const now = options.now ?? new Date();
  const client = options.client ?? (await db());
  const result = { claimed: 0, sent: 0, skipped: 0, waiting: 0, sentIds: [] as string[] };
  for (;;) {
    const claimed = await claimReminders(client, now, options.batch ?? 50, LEASE_MS, "try-ons");
    if (!claimed.length) break;
    result.claimed += claimed.length;
    for (const r of claimed) {
      const outcome = await handle(client, r, now).catch((error: unknown) => {
        console.error(`[reminders] try-on ${r.id} failed:`, (error as Error).message);
        return "waiting" as const;
      });
      result[outcome]++;
      if (outcome === "sent") result.sentIds.push(r.id);
    }
  }
  return result;
}

/** The site's drain: the bookings' reminders and the owner's digest, then the try-ons'. The timer and the cron route run this one. */
export async function drainSiteReminders(options: { now?: Date; client?: PrismaClient } = {}) {
  const bookings = await drainReminders(options);
  const tryOns = await drainTryOnReminders(options);
  return {
    ...bookings,
    claimed: bookings.claimed + tryOns.claimed,
    sent: bookings.sent + tryOns.sent,
    skipped: bookings.skipped + tryOns.skipped,
    waiting: bookings.waiting + tryOns.waiting,
    sentIds: [...bookings.sentIds, ...tryOns.sentIds],
  };
}

/**
 * The owner's one-tap WhatsApp messages for try-ons on Today: tomorrow's, and today's still
 * ahead, each a wa.me link with her reminder filled in, in her language.
 */
export async function tryOnWhatsapp(today: string, now = new Date()): Promise<WhatsappReminder[]> {
  const prisma = await db();
  const rows = await prisma.tryOn.findMany({
    where: { status: { in: ["BOOKED", "CAME"] }, start: { gt: now, lt: indiaDayStart(today, 2) } },
    include: {
      pieces: { select: { title: true, size: true, item: { select: { titleHi: true } } }, orderBy: { id: "asc" } },
    },
    orderBy: { start: "asc" },
  });
  return rows.map((t) => {
    const kind: TryOnReminderKind = indiaClock(t.start).day === today ? "TRYON_SOON" : "TRYON_TOMORROW";
    const { text } = reminderOf(kind, t, piecesIn(t.locale, t.pieces));
    return {
      key: `${kind}|t:${t.id}`,
      kind,
      delivery: false,
      numbers: [tryOnNumber(t.number)],
      name: t.name,
      phone: t.phone,
      text,
      href: `https://wa.me/${whatsappDigits(t.phone)}?text=${encodeURIComponent(text)}`,
    };
  });
}
