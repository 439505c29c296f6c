import "server-only";
import { db } from "@/lib/db";

export const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES = 5;

/**
 * Failed sign-ins per key (an e-mail or an address) in the last 15 minutes, counted after
 * that key's last success. Kept in the database so the limit holds across app instances.
 * Returns the seconds until the oldest counted failure leaves the window, when over the limit.
 */
export async function lockedForSeconds(keys: string[], now = new Date()): Promise<number> {
  const prisma = await db();
  const since = new Date(now.getTime() - WINDOW_MS);
  let wait = 0;
  for (const key of keys) {
    const lastSuccess = await prisma.loginAttempt.findFirst({ where: { key, success: true, createdAt: { gte: since } }, orderBy: { createdAt: "desc" } });
    const failures = await prisma.loginAttempt.findMany({
      where: { key, success: false, createdAt: { gte: lastSuccess && lastSuccess.createdAt > since ? lastSuccess.createdAt : since } },
      orderBy: { createdAt: "desc" },
      take: MAX_FAILURES,
    });
    if (failures.length >= MAX_FAILURES) {
      const oldest = failures[failures.length - 1]!.createdAt.getTime();
      wait = Math.max(wait, Math.ceil((oldest + WINDOW_MS - now.getTime()) / 1000));
    }
  }
  return wait;
}

export async function recordLoginAttempt(keys: string[], success: boolean): Promise<void> {
  const prisma = await db();
  await prisma.loginAttempt.createMany({ data: keys.map((key) => ({ key, success })) });
  // Keep the table small: attempts older than a day are of no use.
  if (Math.random() < 0.05) await prisma.loginAttempt.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - 24 * 3600 * 1000) } } });
}
