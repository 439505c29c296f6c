/**
 * Shapes shared by the API and the pages. Field names follow the shop's existing API
 * (spec §3): `_id`, `images` always a list, `price` a number.
 */

export { normaliseImages } from "@/lib/images";

/** spec §3: a price may arrive as a string ("1,550", "₹1550"); anything unreadable is 0. */
export function normalisePrice(price: unknown): number {
  if (typeof price === "number") return Number.isFinite(price) ? Math.round(price) : 0;
  if (typeof price === "string") {
    const n = Number(price.replace(/[₹,\s]/g, ""));
    return Number.isFinite(n) ? Math.round(n) : 0;
  }
  return 0;
}

/** Free-text attributes from the JSON column, keeping only string values with non-empty names. */
export function normaliseAttributes(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k.trim() && (typeof v === "string" || typeof v === "number") && String(v).trim()) out[k] = String(v);
  }
  return out;
}

/** Drops null and empty optional fields so the JSON matches what clients expect. */
export function compact<T extends Record<string, unknown>>(obj: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(obj).filter(([, v]) => v !== null && v !== undefined && v !== ""),
  ) as Partial<T>;
}
