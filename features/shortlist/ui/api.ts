import type { Locale } from "@/lib/i18n/locales";

/** What an API answer said, or why it did not answer (its message is in the page's language). */
export type Answer<T> = { ok: true; body: T } | { ok: false; status: number; message: string | null };

/** A JSON request to the shop's API in the page's language; a failed connection is status 0. */
export async function callApi<T>(
  path: string,
  locale: Locale,
  init: { method?: string; body?: unknown; editKey?: string } = {},
): Promise<Answer<T>> {
  try {
    const res = await fetch(path, {
      method: init.method ?? "GET",
      headers: {
        "x-shop-locale": locale,
        ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
        ...(init.editKey ? { "x-edit-key": init.editKey } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      cache: "no-store",
    });
    const body = (await res.json().catch(() => null)) as (T & { message?: string }) | null;
    if (res.ok && body) return { ok: true, body };
    return { ok: false, status: res.status, message: body?.message ?? null };
  } catch {
    return { ok: false, status: 0, message: null };
  }
}
