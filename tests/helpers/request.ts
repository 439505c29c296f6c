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
