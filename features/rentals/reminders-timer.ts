import "server-only";
import { drainReminders as drain } from "@/features/rentals";
import { sendEmail } from "@/lib/mail";
import { sendOwnerDigest } from "@/lib/mail/owner-alerts";
import { onShutdown, processSingleton } from "@/lib/server/runtime.mjs";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * One drain of the due reminders (features/rentals/server/reminders.ts), e-mailing through the
 * outbox, then the owner's hourly summary of alerts that waited (lib/mail/owner-alerts.ts):
 * the in-process timer, the cron route, tests and the bench all call this one.
 */
export async function drainReminders(
  options: { now?: Date; client?: PrismaClient; batch?: number; max?: number } = {},
) {
  const result = await drain({ ...options, sendEmail });
  return { ...result, digested: await sendOwnerDigest() };
}

const schedule = processSingleton("reminders", (): { timer?: NodeJS.Timeout; running?: boolean } => ({}));

/**
 * On a Node host (npm start, a VM, Docker): drains every REMINDERS_EVERY_SECONDS (60; 0 turns it
 * off). Not on serverless hosts (VERCEL, NETLIFY set), where nothing runs between requests:
 * there the host's scheduler calls /api/cron/reminders. Several instances may all run it.
 * `run`: this file's drain by default; instrumentation-node.ts hands in the site's, which adds
 * the try-ons' reminders (features/try-ons).
 */
export function startReminderSchedule(
  run: () => Promise<{ sent: number; skipped: number; stale: number }> = drainReminders,
): void {
  const every = Number(process.env.REMINDERS_EVERY_SECONDS ?? 60) * 1000;
  if (schedule.timer || !(every > 0) || process.env.VERCEL || process.env.NETLIFY) return;
  const tick = async () => {
    if (schedule.running) return;
    schedule.running = true;
    try {
      const r = await run();
      if (r.sent || r.skipped || r.stale) console.log(`[reminders] sent ${r.sent}, skipped ${r.skipped + r.stale}`);
    } catch (error) {
      console.error("[reminders] drain failed:", (error as Error).message);
    } finally {
      schedule.running = false;
    }
  };
  schedule.timer = setInterval(tick, every);
  schedule.timer.unref();
  // Stopped before the database closes (hooks run last-registered first): a tick after the
  // close would open the database again while the process is going away.
  onShutdown(stopReminderSchedule);
}

async function stopReminderSchedule(): Promise<void> {
  clearInterval(schedule.timer);
  schedule.timer = undefined;
}
