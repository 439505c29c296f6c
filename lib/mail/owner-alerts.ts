import "server-only";
import { consume } from "@/lib/rate-limit/counts";
import { claimHeldEmails, enqueueEmail, hasHeldEmails, type OutboxMessage } from "@/lib/mail/outbox";
import { getSiteConfig } from "@/lib/site/config";
import { sendEmail, type MailResult } from "./index";

// What the public forms (orders, messages, reservations, cancellations, requests for other
// days) tell the owner. Anyone can post them from many addresses, so her inbox is guarded by
// the hour as a whole, not by address: past OWNER_ALERTS_PER_HOUR the alerts wait in the
// outbox (every order, message and booking is stored and on the admin screens either way)
// and one summary an hour lists them.

const HOUR_SEC = 60 * 60;
const SHOP_KEY = "shop";

function alertsPerHour(): number {
  const n = Number(process.env.OWNER_ALERTS_PER_HOUR?.trim() || 30);
  return Number.isInteger(n) && n >= 1 ? n : 30;
}

/** E-mails the owner, or keeps the alert for the next summary once the hour's number is used. Never throws. */
export async function alertOwner(message: OutboxMessage): Promise<MailResult> {
  try {
    const outcome = await consume({ name: "owner-alerts", points: alertsPerHour(), windowSec: HOUR_SEC }, SHOP_KEY);
    if (!outcome.ok) {
      await enqueueEmail(message, "HELD");
      return "stored";
    }
  } catch (error) {
    // A counter that cannot be read must not cost her the alert.
    console.error("[mail] could not count the owner's alerts:", error);
  }
  return sendEmail(message);
}

const LISTED = 25;

/** The summary's text: how many alerts waited, the first of them by subject, where to read them all. */
function digestEmail(subjects: string[], shopName: string, siteUrl: string): { subject: string; body: string } {
  const n = subjects.length;
  const lines = subjects.slice(0, LISTED).map((s) => `- ${s}`);
  if (n > LISTED) lines.push(`- and ${n - LISTED} more`);
  return {
    subject: `${shopName}: ${n} more ${n === 1 ? "alert" : "alerts"} this hour`,
    body: [
      `More than ${alertsPerHour()} orders, messages and bookings arrived within an hour, so these were not e-mailed one by one. Each is saved; open them in the admin:`,
      "",
      ...lines,
      "",
      `Today: ${siteUrl}/admin/today`,
      `Orders: ${siteUrl}/admin/orders`,
      `Messages and the outbox: ${siteUrl}/admin/messages`,
      "",
      "A burst like this can be a busy day or someone sending forms in bulk; the limits per address stop the worst of it.",
    ].join("\n"),
  };
}

/**
 * At most once an hour (across instances: the count is in the database), the alerts that
 * waited go to the owner as one e-mail. Run by the reminders' drain. Each waiting alert is
 * claimed once, so two instances never list the same one.
 */
export async function sendOwnerDigest(): Promise<number> {
  if (!(await hasHeldEmails())) return 0;
  const outcome = await consume({ name: "owner-digest", points: 1, windowSec: HOUR_SEC }, SHOP_KEY);
  if (!outcome.ok) return 0;
  const subjects = await claimHeldEmails();
  if (!subjects.length) return 0;
  const site = getSiteConfig();
  await sendEmail({ to: site.ordersEmail, ...digestEmail(subjects, site.name, site.url) });
  return subjects.length;
}
