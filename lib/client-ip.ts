import { isIPv4, isIPv6 } from "node:net";

/**
 * How many reverse proxies in front of the app append to X-Forwarded-For (nginx's
 * `$proxy_add_x_forwarded_for`, Caddy, a load balancer, a serverless platform's edge).
 * Default 1: the README's deployment has one. 0: nothing in front: the header is the
 * client's own writing (`next start` only fills it when absent), so only the connection's
 * address counts, which `npm start` (server.mjs) hands over in SOCKET_ADDRESS_HEADER.
 */
export function trustedProxyHops(): number {
  const hops = Number(process.env.TRUST_PROXY_HOPS ?? 1);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 1;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/**
 * The address the connection came from, as server.mjs writes it on every request (replacing
 * whatever a client sent under that name). Read only when server.mjs says it runs the server
 * (SOCKET_ADDRESS_FROM_SERVER, set in its own process): under `next start` or `next dev` a
 * client could write this header too.
 */
export const SOCKET_ADDRESS_HEADER = "x-boutique-socket-address";

function headerValues(headers: HeaderSource, name: string): string[] {
  if (headers instanceof Headers) return headers.get(name)?.split(",") ?? [];
  return ([] as (string | undefined)[]).concat(headers[name]).flatMap((v) => v?.split(",") ?? []);
}

/** Expands an IPv6 address to eight groups, to take its /64 network. */
function ipv6Groups(address: string): string[] {
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  const fill = address.includes("::") ? Array(8 - left.length - right.length).fill("0") : [];
  return [...left, ...fill, ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""));
}

/**
 * One key per client: an IPv4 address as is (IPv4-mapped IPv6 folded to IPv4), an IPv6
 * address by its /64 network, since one home or phone is given a whole /64 and could
 * otherwise rotate through addresses to escape every per-address limit.
 */
export function addressKey(raw: string): string | null {
  const value = raw.trim().replace(/^\[(.*)\](?::\d+)?$/, "$1").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (isIPv4(value)) return value;
  if (isIPv6(value) && !value.includes(".")) return `${ipv6Groups(value).slice(0, 4).join(":")}::/64`;
  return null;
}

/**
 * The client's address: the entry `TRUST_PROXY_HOPS` places from the right of
 * X-Forwarded-For. Each proxy appends the address it was connected from, so entries to the
 * left of the trusted ones are whatever the client wrote and are never used. Null when no
 * proxy is trusted (and the server gave no connection address) or the entry is not an address.
 */
export function clientIpFrom(headers: HeaderSource, hops = trustedProxyHops()): string | null {
  if (hops === 0) {
    const socket = process.env.SOCKET_ADDRESS_FROM_SERVER === "1" ? headerValues(headers, SOCKET_ADDRESS_HEADER)[0] : undefined;
    return socket ? addressKey(socket) : null;
  }
  const hopsList = headerValues(headers, "x-forwarded-for").map((v) => v.trim()).filter(Boolean);
  if (hopsList.length === 0) return null;
  // Fewer entries than proxies: the request came through fewer of them (or none, and
  // `next start` filled the header from the socket); the leftmost is then the closest we have.
  const entry = hopsList[Math.max(0, hopsList.length - hops)]!;
  return addressKey(entry);
}
