/** Builds a JSON request the way a browser or API client would send it. */
export function jsonRequest(
  url: string,
  body: unknown,
  init: { method?: string; headers?: Record<string, string> } = {},
): Request {
  return new Request(`http://shop.test${url}`, {
    method: init.method ?? "POST",
    headers: { "content-type": "application/json", host: "shop.test", ...init.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The multipart body the admin's item form sends: each field as text. */
export function formOf(fields: Record<string, string | number>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, String(v));
  return fd;
}

/** A route handler's `ctx` for a route with one `[key]` segment. */
export const keyParams = (key: string) => ({ params: Promise.resolve({ key }) });

/** An answer's status with its JSON body, to compare in one assertion. */
export const statusAndBody = async (res: Response) => ({ status: res.status, body: await res.json() });
