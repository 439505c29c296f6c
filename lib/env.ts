// The data folders (DATA_DIR, PGLITE_DIR, BACKUP_DIR) are resolved in lib/server/runtime.mjs, which
// server.mjs and the scripts load too.

export function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

/** Vercel, Netlify or AWS Lambda: short-lived function instances, none with a disk of its own that lasts. */
export function onServerlessHost(env: Record<string, string | undefined> = process.env): boolean {
  return Boolean(env.VERCEL || env.NETLIFY || env.AWS_LAMBDA_FUNCTION_NAME);
}

/** The most DELIVERY_CHARGE may be: a typo of a few zeros must not reach a customer's total. */
const MAX_DELIVERY_CHARGE = 100_000;
let warnedCharge: string | undefined;

/**
 * DELIVERY_CHARGE: what delivery adds to a checkout order, in whole rupees ("250", "₹250" and
 * "1,500" read as written). Unset or 0: delivery is free. Anything else (a fraction, a
 * negative, text) is logged once and read as 0: checkout keeps working, and the owner sees
 * "Free delivery" on the site rather than a charge they did not mean.
 */
export function deliveryCharge(env: Record<string, string | undefined> = process.env): number {
  const raw = env.DELIVERY_CHARGE?.trim();
  if (!raw) return 0;
  const value = Number(raw.replace(/^₹/, "").replace(/,/g, "").trim());
  if (Number.isInteger(value) && value >= 0 && value <= MAX_DELIVERY_CHARGE) return value;
  if (warnedCharge !== raw) {
    warnedCharge = raw;
    console.warn(
      `DELIVERY_CHARGE=${JSON.stringify(raw)} is not a whole number of rupees from 0 to ${MAX_DELIVERY_CHARGE}: delivery is free until it is fixed.`,
    );
  }
  return 0;
}
