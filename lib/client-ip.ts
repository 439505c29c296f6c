import { isIPv4, isIPv6 } from "node:net";

/**
 * How many reverse proxies in front of the app append to X-Forwarded-For (nginx's
 * `$proxy_add_x_forwarded_for`, Caddy, a load balancer, a serverless platform's edge).
 * 0: nothing in front: the header is the client's own writing (`next start` only fills it
 * when absent), so only the connection's address counts, which `npm start` (server.mjs)
 * hands over in SOCKET_ADDRESS_HEADER.
 * "auto" (the default): decided per connection, so that a shop started with no setting is
 * safe both facing the internet and behind a proxy on its own machine (see clientIpFrom).
 */
export type ProxyTrust = number | "auto";

export function trustedProxyHops(): ProxyTrust {
  const raw = process.env.TRUST_PROXY_HOPS?.trim();
  if (!raw || raw === "auto") return "auto";
  const hops = Number(raw);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : "auto";
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
 * Loopback, private, link-local and carrier-grade NAT addresses: where a proxy of this shop's
 * own (nginx on this machine, a load balancer on its private network) connects from. A visitor
 * on the internet never arrives from one.
 */
function isInternal(key: string): boolean {
  if (isIPv4(key)) {
    const [a = 0, b = 0] = key.split(".").map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
  }
  // addressKey gives an IPv6 address as its /64 network ("fd12:3456:789a:1::/64")
  const first = parseInt(key.split(":")[0] || "0", 16);
  return key === "0:0:0:0::/64" || (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
}

/**
 * The client's address: the entry `TRUST_PROXY_HOPS` places from the right of
 * X-Forwarded-For. Each proxy appends the address it was connected from, so entries to the
 * left of the trusted ones are whatever the client wrote and are never used. Null when no
 * proxy is trusted (and the server gave no connection address) or the entry is not an address.
 *
 * "auto": a connection from a public address is a visitor's own, counted by that address
 * whatever it wrote in X-Forwarded-For; one from an internal address is a proxy of the shop's,
 * trusted for one hop. Without server.mjs (a platform's edge) one hop is trusted.
 */
export function clientIpFrom(headers: HeaderSource, trust: ProxyTrust = trustedProxyHops()): string | null {
  const socketValue = process.env.SOCKET_ADDRESS_FROM_SERVER === "1" ? headerValues(headers, SOCKET_ADDRESS_HEADER)[0] : undefined;
  const socket = socketValue ? addressKey(socketValue) : null;
  if (trust === 0) return socket;
  if (trust === "auto" && socket && !isInternal(socket)) return socket;
  const hops = trust === "auto" ? 1 : trust;
  const hopsList = headerValues(headers, "x-forwarded-for").map((v) => v.trim()).filter(Boolean);
  // No header from a proxy of ours (or a local tool reaching the server directly): the connection itself.
  if (hopsList.length === 0) return trust === "auto" ? socket : null;
  // Fewer entries than proxies: the request came through fewer of them (or none, and
  // `next start` filled the header from the socket); the leftmost is then the closest we have.
  const entry = hopsList[Math.max(0, hopsList.length - hops)]!;
  return addressKey(entry);
}
