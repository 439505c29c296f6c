import { isDay, type Day } from "@/lib/dates";

/** A chosen stay: pickup day and return day, both included. */
export interface Stay {
  pickup: Day;
  ret: Day;
}

/**
 * The stay a shared link names (`?from=2026-12-13&to=2026-12-15`), or null. Any two real days
 * are taken as they are, even past or reversed ones: the panel then says what is wrong with
 * them instead of silently showing nothing.
 */
export function stayFromQuery(search: string): Stay | null {
  const q = new URLSearchParams(search);
  const from = q.get("from") ?? "";
  const to = q.get("to") ?? "";
  return isDay(from) && isDay(to) ? { pickup: from, ret: to } : null;
}

/** The address with the stay in its query (other keys kept), or without one. */
export function withStay(href: string, stay: Stay | null): string {
  const url = new URL(href);
  if (stay) {
    url.searchParams.set("from", stay.pickup);
    url.searchParams.set("to", stay.ret);
  } else {
    url.searchParams.delete("from");
    url.searchParams.delete("to");
  }
  return url.toString();
}

/** A page's path with a stay: how a cart line links back to its piece with its days chosen. */
export const stayPath = (path: string, stay: Stay): string => `${path}?from=${stay.pickup}&to=${stay.ret}`;
