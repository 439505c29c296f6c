/** The parts of an error answer every /api/* route shares (lib/http/index.ts): a human message and, for a form, one per field. */
interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string>;
}

export interface ApiAnswer<T> {
  status: number;
  ok: boolean;
  /** the parsed JSON; {} when the answer was not JSON (a proxy's error page, an empty body) */
  body: Partial<T> & ApiErrorBody;
}

/** The page's language (<html lang>), so the API answers its messages in it (lib/http/index.ts). */
function pageLanguage(): Record<string, string> {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return lang ? { "X-Shop-Locale": lang } : {};
}

/**
 * Sends JSON to one of the shop's APIs from a form in the browser. Resolves to null when the
 * request never reached the shop (offline, DNS, a dropped connection), so a form can tell
 * "check your connection" from the shop's own answer, whose message it can show as it is.
 */
export async function sendJson<T = Record<string, unknown>>(
  url: string,
  body: unknown,
  method: "POST" | "PATCH" | "PUT" | "DELETE" = "POST",
): Promise<ApiAnswer<T> | null> {
  const res = await fetch(url, {
    method,
    headers: { "Content-Type": "application/json", ...pageLanguage() },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!res) return null;
  const parsed: unknown = await res.json().catch(() => null);
  return {
    status: res.status,
    ok: res.ok,
    body: parsed && typeof parsed === "object" ? (parsed as ApiAnswer<T>["body"]) : {},
  };
}
