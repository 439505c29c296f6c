import { isIPv4, isIPv6 } from "node:net";

/**
 * Whom the shop believes about a client's address.
 * A number: how many reverse proxies in front of the app append to X-Forwarded-For (nginx's
 * `$proxy_add_x_forwarded_for`, Caddy, a load balancer); the client is the entry that many
 * places from the right. 0 (the default): nothing in front appends, so the header is the
 * client's own writing (Next.js only fills it when it is absent) and only the connection's
 * address counts, which `npm start` (server.mjs) hands over in SOCKET_ADDRESS_HEADER.
 * "vercel", "netlify": the platform's edge, which writes the client's address itself.
 *
 * There is no guessing from the connection: a private peer (Docker's userland proxy, a
 * Kubernetes node's NAT, nginx with only `proxy_pass`) may append nothing, and then every entry
 * is the client's own. The old per-connection `auto` trusted one hop there.
 */
export type ProxyTrust = number | "vercel" | "netlify";

const PLATFORMS = ["vercel", "netlify"] as const;

export function trustedProxyHops(): ProxyTrust {
  const raw = process.env.TRUST_PROXY_HOPS?.trim().toLowerCase();
  if (raw && (PLATFORMS as readonly string[]).includes(raw)) return raw as ProxyTrust;
  if (raw) {
    const hops = Number(raw);
    if (Number.isInteger(hops) && hops >= 0 && hops <= 10) return hops;
    warnOnce(
      "setting",
      `TRUST_PROXY_HOPS=${raw} is not understood (a number of proxies from 0 to 10, "vercel" or "netlify"): counting each connection's own address, as with 0. See docs/security.md.`,
    );
  }
  // A server of our own (npm start) is never a platform's function, whatever a pulled
  // .env (`vercel env pull` writes VERCEL="1") says.
  if (fromOurServer()) return 0;
  // Vercel: VERCEL=1 "at both build and runtime" (vercel.com/docs/projects/environment-variables/
  // system-environment-variables), and its edge overwrites X-Forwarded-For "to prevent IP
  // spoofing" (vercel.com/docs/headers/request-headers).
  if (process.env.VERCEL === "1") return "vercel";
  // Netlify documents NETLIFY=true for builds only (docs.netlify.com/configure-builds/
  // environment-variables; functions get URL, SITE_NAME, SITE_ID): where it is there at run
  // time it is Netlify's, otherwise docs/security.md says to set TRUST_PROXY_HOPS=netlify.
  if (process.env.NETLIFY === "true") return "netlify";
  return 0;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/**
 * The address the connection came from, as server.mjs writes it on every request (replacing
 * whatever a client sent under that name). Read only when server.mjs says it runs the server
 * (SOCKET_ADDRESS_FROM_SERVER, set in its own process): under `next start` or `next dev` a
 * client could write this header too.
 */
export const SOCKET_ADDRESS_HEADER = "x-boutique-socket-address";

/**
 * Written by server.mjs beside the address: "none" when the request arrived with no proxy's
 * headers (X-Forwarded-*, Forwarded, X-Real-IP), "present" otherwise. Next.js fills
 * X-Forwarded-For itself, so only the server that got the request can tell.
 */
export const FORWARDING_HEADER = "x-boutique-forwarding-headers";

const fromOurServer = () => process.env.SOCKET_ADDRESS_FROM_SERVER === "1";

function headerValues(headers: HeaderSource, name: string): string[] {
  const values =
    headers instanceof Headers
      ? (headers.get(name)?.split(",") ?? [])
      : ([] as (string | undefined)[]).concat(headers[name]).flatMap((v) => v?.split(",") ?? []);
  return values.map((v) => v.trim()).filter(Boolean);
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
  const value = raw
    .trim()
    .replace(/^\[(.*)\](?::\d+)?$/, "$1")
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (isIPv4(value)) return value;
  if (isIPv6(value) && !value.includes(".")) return `${ipv6Groups(value).slice(0, 4).join(":")}::/64`;
  return null;
}

/**
 * Loopback, private, link-local and carrier-grade NAT addresses: where a proxy of the shop's
 * own connects from (nginx on this machine, Docker's gateway, a Kubernetes node). Used to tell
 * the operator that something stands in front, and to keep per-address booking caps off an
 * address every visitor behind that proxy shares; never to trust what it sends.
 */
export function isInternal(key: string): boolean {
  if (isIPv4(key)) {
    const [a = 0, b = 0] = key.split(".").map(Number);
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  // addressKey gives an IPv6 address as its /64 network ("fd12:3456:789a:1::/64")
  const first = parseInt(key.split(":")[0] || "0", 16);
  return key === "0:0:0:0::/64" || (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
}

const warned = new Set<string>();
/** One line per kind per process: enough for the operator to read, never a flood. */
function warnOnce(kind: string, message: string): void {
  if (warned.has(kind)) return;
  warned.add(kind);
  console.warn(`[client address] ${message}`);
}

/**
 * With no proxy trusted, the connection's own address. Tells the operator once when that
 * cannot tell visitors apart: a peer on this machine or a private network is a proxy (nginx,
 * Docker, a Kubernetes node), so everyone behind it shares its count until the shop is told
 * that it appends X-Forwarded-For; and `next start` gives no connection address at all.
 */
function connectionAddress(headers: HeaderSource): string | null {
  if (!fromOurServer()) {
    warnOnce(
      "no-socket",
      "no connection address (under `next start`, or a host the shop does not recognise): every visitor shares one count for sign-in and form limits. Use `npm start`; on Netlify set TRUST_PROXY_HOPS=netlify; behind proxies that append X-Forwarded-For set TRUST_PROXY_HOPS to their number. See docs/security.md.",
    );
    return null;
  }
  const socket = addressKey(headerValues(headers, SOCKET_ADDRESS_HEADER)[0] ?? "");
  if (socket && isInternal(socket) && !aBrowserOnThisMachine(socket, headers)) {
    warnOnce(
      "internal-peer",
      `requests come through a proxy at ${socket}; set TRUST_PROXY_HOPS=1 if it appends X-Forwarded-For, see docs/security.md. Until then every visitor behind it shares one count.`,
    );
  }
  return socket;
}

/**
 * `npm start` on a laptop, opened in its browser: a loopback peer that sent no proxy's headers
 * is the visitor, not a proxy to warn about. (A proxy on this machine that forwards nothing
 * looks the same, and goes unwarned; the recipes in docs/ all send X-Forwarded-For.)
 */
function aBrowserOnThisMachine(socket: string, headers: HeaderSource): boolean {
  const loopback = socket.startsWith("127.") || socket === "0:0:0:0::/64";
  return loopback && headerValues(headers, FORWARDING_HEADER)[0] === "none";
}

/** The rightmost entry of a header a platform's edge writes: a client cannot reach past the edge. */
function platformAddress(headers: HeaderSource, ...names: string[]): string | null {
  for (const name of names) {
    const entry = headerValues(headers, name).at(-1);
    if (entry) return addressKey(entry);
  }
  return null;
}

/**
 * The client's address, or null when it cannot be told (then all such requests share one
 * count; the owner's device cookie keeps her own sign-ins out of it, lib/auth/login.ts).
 * With N proxies trusted, the entry N places from the right of X-Forwarded-For: each proxy
 * appends the address it was connected from, so entries to the left of the trusted ones are
 * whatever the client wrote and are never used.
 */
export function clientIpFrom(headers: HeaderSource, trust: ProxyTrust = trustedProxyHops()): string | null {
  // Vercel: x-vercel-forwarded-for is "identical to x-forwarded-for", which a proxy on top of
  // Vercel could overwrite (vercel.com/docs/headers/request-headers).
  if (trust === "vercel") return platformAddress(headers, "x-vercel-forwarded-for", "x-forwarded-for");
  // Netlify: "the x-nf-client-connection-ip header is the right one for inspecting the
  // connecting IP address" (Netlify staff, answers.netlify.com/t/52665).
  if (trust === "netlify") return platformAddress(headers, "x-nf-client-connection-ip");
  if (trust === 0) return connectionAddress(headers);
  const hopsList = headerValues(headers, "x-forwarded-for");
  if (hopsList.length === 0) return null;
  // Fewer entries than proxies: the request came through fewer of them; the leftmost is then
  // the closest we have.
  return addressKey(hopsList[Math.max(0, hopsList.length - trust)]!);
}

/**
 * An address that stands for one visitor: a public one. An internal address (the shop's own
 * proxy with TRUST_PROXY_HOPS unset) or none at all is shared by everyone behind it, so
 * allowances that lock a visitor out for hours must not be counted against it.
 */
export function isOneVisitor(key: string | null): key is string {
  return key !== null && !isInternal(key);
}
