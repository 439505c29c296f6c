import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addressKey, clientIpFrom, SOCKET_ADDRESS_HEADER } from "@/lib/http/client-ip";

const xff = (value: string) => new Headers({ "x-forwarded-for": value });
/** A request as `npm start` (server.mjs) hands it over: the peer's address plus what arrived. */
const fromPeer = (peer: string, headers: Record<string, string> = {}) =>
  new Headers({ [SOCKET_ADDRESS_HEADER]: peer, ...headers });
const underNpmStart = () => vi.stubEnv("SOCKET_ADDRESS_FROM_SERVER", "1");

beforeEach(() => {
  // The test setup trusts one hop (the API tests write X-Forwarded-For as a proxy would): here
  // each test starts from a shop with no setting at all.
  for (const name of ["TRUST_PROXY_HOPS", "SOCKET_ADDRESS_FROM_SERVER", "VERCEL", "NETLIFY"])
    vi.stubEnv(name, undefined);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("clientIpFrom with no setting, per host style", () => {
  it("npm start facing the internet: the visitor's own address, whatever X-Forwarded-For it writes", () => {
    underNpmStart();
    const seen = new Set(
      Array.from({ length: 20 }, (_, i) =>
        clientIpFrom(fromPeer("198.51.100.7", { "x-forwarded-for": `10.0.${i}.1` })),
      ),
    );
    expect([...seen]).toEqual(["198.51.100.7"]);
    expect(clientIpFrom(fromPeer("::ffff:198.51.100.7", { "x-forwarded-for": "6.6.6.6" }))).toBe("198.51.100.7");
    expect(clientIpFrom(fromPeer("2001:db8:abcd:12::5", { "x-forwarded-for": "6.6.6.6" }))).toBe(
      "2001:db8:abcd:12::/64",
    );
  });

  it("next start directly: no connection address reaches the app, so a written X-Forwarded-For is not believed", () => {
    // Next.js copies the socket into X-Forwarded-For only when the client sent none: either way
    // the value cannot be told from a forgery.
    expect(clientIpFrom(xff("203.0.113.9"))).toBeNull();
    expect(clientIpFrom(xff("1.2.3.4, 5.6.7.8, 203.0.113.9"))).toBeNull();
    expect(clientIpFrom(fromPeer("198.51.100.7", { "x-forwarded-for": "6.6.6.6" }))).toBeNull(); // a client wrote the socket header too
  });

  it("nginx with only proxy_pass and Host: the client's own X-Forwarded-For arrives from 127.0.0.1 untouched and is not believed", () => {
    underNpmStart();
    for (let i = 1; i <= 8; i++)
      expect(clientIpFrom(fromPeer("127.0.0.1", { "x-forwarded-for": `203.0.113.${i}` }))).toBe("127.0.0.1");
    expect(clientIpFrom(fromPeer("::1", { "x-forwarded-for": "203.0.113.9" }))).toBe("0:0:0:0::/64");
  });

  it("nginx with $proxy_add_x_forwarded_for but no setting: still the proxy's address (the operator is told to set 1)", () => {
    underNpmStart();
    expect(clientIpFrom(fromPeer("127.0.0.1", { "x-forwarded-for": "6.6.6.6, 203.0.113.9" }))).toBe("127.0.0.1");
  });

  it("Docker's userland proxy (peer 172.17.0.1) appends nothing: a forged header is not believed", () => {
    underNpmStart();
    const seen = new Set(
      Array.from({ length: 8 }, (_, i) =>
        clientIpFrom(fromPeer("172.17.0.1", { "x-forwarded-for": `198.51.100.${i}` })),
      ),
    );
    expect([...seen]).toEqual(["172.17.0.1"]);
  });

  it("Kubernetes NAT (a node or pod-network peer) appends nothing: a forged header is not believed", () => {
    underNpmStart();
    expect(clientIpFrom(fromPeer("10.244.1.1", { "x-forwarded-for": "198.51.100.1" }))).toBe("10.244.1.1");
    expect(clientIpFrom(fromPeer("fd00:10:244::1", { "x-forwarded-for": "198.51.100.1" }))).toBe("fd00:10:244:0::/64");
  });

  it("Vercel (VERCEL=1): the address its edge writes, not one a client adds in front", () => {
    vi.stubEnv("VERCEL", "1");
    expect(clientIpFrom(new Headers({ "x-vercel-forwarded-for": "203.0.113.9", "x-forwarded-for": "6.6.6.6" }))).toBe(
      "203.0.113.9",
    );
    expect(clientIpFrom(xff("203.0.113.9"))).toBe("203.0.113.9");
    // A server of our own is never Vercel's function, whatever a pulled .env says.
    underNpmStart();
    expect(
      clientIpFrom(fromPeer("198.51.100.7", { "x-vercel-forwarded-for": "6.6.6.6", "x-forwarded-for": "6.6.6.6" })),
    ).toBe("198.51.100.7");
  });

  it("Netlify (NETLIFY=true, or TRUST_PROXY_HOPS=netlify): x-nf-client-connection-ip, never X-Forwarded-For", () => {
    vi.stubEnv("NETLIFY", "true");
    expect(
      clientIpFrom(new Headers({ "x-nf-client-connection-ip": "203.0.113.9", "x-forwarded-for": "6.6.6.6" })),
    ).toBe("203.0.113.9");
    expect(clientIpFrom(xff("6.6.6.6"))).toBeNull();
    vi.stubEnv("NETLIFY", undefined);
    vi.stubEnv("TRUST_PROXY_HOPS", "netlify");
    expect(clientIpFrom(new Headers({ "x-nf-client-connection-ip": "2001:db8:1:2::3" }))).toBe("2001:db8:1:2::/64");
  });
});

describe("clientIpFrom with TRUST_PROXY_HOPS", () => {
  it("1: nginx appending $proxy_add_x_forwarded_for (or Kubernetes' ingress-nginx): the entry it appended", () => {
    vi.stubEnv("TRUST_PROXY_HOPS", "1");
    underNpmStart();
    const seen = new Set(
      Array.from({ length: 20 }, (_, i) =>
        clientIpFrom(fromPeer("127.0.0.1", { "x-forwarded-for": `10.0.${i}.1, 198.51.100.7` })),
      ),
    );
    expect([...seen]).toEqual(["198.51.100.7"]);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it("2: a CDN in front of nginx, counted from the right", () => {
    vi.stubEnv("TRUST_PROXY_HOPS", "2");
    expect(clientIpFrom(xff("6.6.6.6, 203.0.113.9, 10.0.0.2"))).toBe("203.0.113.9");
    // Fewer entries than proxies: the leftmost is the closest there is.
    expect(clientIpFrom(xff("203.0.113.9"))).toBe("203.0.113.9");
  });

  it("0: only the connection's address from npm start, never the header", () => {
    vi.stubEnv("TRUST_PROXY_HOPS", "0");
    const fromServer = fromPeer("::ffff:198.51.100.7", { "x-forwarded-for": "6.6.6.6" });
    expect(clientIpFrom(fromServer)).toBeNull();
    underNpmStart();
    expect(clientIpFrom(fromServer)).toBe("198.51.100.7");
  });

  it("the old `auto` and other words it does not know mean 0, and it says so", () => {
    vi.stubEnv("TRUST_PROXY_HOPS", "auto");
    underNpmStart();
    expect(clientIpFrom(fromPeer("127.0.0.1", { "x-forwarded-for": "6.6.6.6" }))).toBe("127.0.0.1");
  });

  it("reads plain header objects (next-auth passes those) and repeated headers", () => {
    vi.stubEnv("TRUST_PROXY_HOPS", "1");
    expect(clientIpFrom({ "x-forwarded-for": "1.1.1.1, 203.0.113.5" })).toBe("203.0.113.5");
    expect(clientIpFrom({ "x-forwarded-for": ["1.1.1.1", "203.0.113.5"] })).toBe("203.0.113.5");
  });

  it("ignores X-Real-IP, which a client can also write, and a trusted entry that is not an address", () => {
    vi.stubEnv("TRUST_PROXY_HOPS", "1");
    expect(clientIpFrom(new Headers({ "x-real-ip": "9.9.9.9" }))).toBeNull();
    expect(clientIpFrom(xff("1.1.1.1, not-an-ip"))).toBeNull();
  });
});

describe("telling the operator", () => {
  // The warnings are once per process: each test loads the module afresh.
  const fresh = async () => {
    vi.resetModules();
    return (await import("@/lib/http/client-ip")).clientIpFrom;
  };

  it("a peer on this machine or a private network, with no proxy trusted: one warning naming it and what to set", async () => {
    const clientIp = await fresh();
    underNpmStart();
    for (let i = 0; i < 5; i++) clientIp(fromPeer("127.0.0.1", { "x-forwarded-for": `203.0.113.${i}` }));
    clientIp(fromPeer("172.17.0.1"));
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(vi.mocked(console.warn).mock.calls[0]![0]).toMatch(
      /requests come through a proxy at 127\.0\.0\.1; set TRUST_PROXY_HOPS=1 if it appends X-Forwarded-For, see docs\/security\.md/,
    );
  });

  it("no warning for visitors from the internet", async () => {
    const clientIp = await fresh();
    underNpmStart();
    clientIp(fromPeer("198.51.100.7", { "x-forwarded-for": "10.0.0.1" }));
    expect(console.warn).not.toHaveBeenCalled();
  });

  it("under next start (no connection address): one warning that every visitor shares one count", async () => {
    const clientIp = await fresh();
    clientIp(xff("203.0.113.1"));
    clientIp(xff("203.0.113.2"));
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(vi.mocked(console.warn).mock.calls[0]![0]).toMatch(/every visitor shares one count.*npm start/);
  });

  it("a TRUST_PROXY_HOPS it does not understand: one warning", async () => {
    const clientIp = await fresh();
    vi.stubEnv("TRUST_PROXY_HOPS", "auto");
    underNpmStart();
    clientIp(fromPeer("198.51.100.7"));
    clientIp(fromPeer("198.51.100.8"));
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(vi.mocked(console.warn).mock.calls[0]![0]).toMatch(/TRUST_PROXY_HOPS=auto is not understood/);
  });
});

describe("addressKey", () => {
  it("folds IPv4-mapped IPv6 to IPv4 and groups IPv6 by its /64", () => {
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd:12::/64");
    expect(addressKey("2001:db8:abcd:12::99")).toBe("2001:db8:abcd:12::/64");
    expect(addressKey("[2001:0db8:abcd:0012::1]:443")).toBe("2001:db8:abcd:12::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});
