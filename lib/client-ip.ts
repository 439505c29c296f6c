/** The client's address as the proxy in front reports it (first hop of X-Forwarded-For). */
export function clientIpFrom(headers: Headers | Record<string, string | string[] | undefined>): string | null {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : ([] as (string | undefined)[]).concat(headers[name])[0]) ?? null;
  const forwarded = get("x-forwarded-for");
  return forwarded?.split(",")[0]?.trim() || get("x-real-ip") || null;
}
