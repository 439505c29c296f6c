import { afterEach, describe, expect, it } from "vitest";
import { addressKey, clientIpFrom, SOCKET_ADDRESS_HEADER } from "@/lib/client-ip";

const xff = (value: string) => new Headers({ "x-forwarded-for": value });

afterEach(() => {
  delete process.env.TRUST_PROXY_HOPS;
  delete process.env.SOCKET_ADDRESS_FROM_SERVER;
});

describe("clientIpFrom", () => {
  it("takes the entry one place from the right by default when no server.mjs connection address is given (a platform's edge)", () => {
    expect(clientIpFrom(xff("203.0.113.9"))).toBe("203.0.113.9");
    // A client wrote the first entries; nginx appended the address it saw.
    expect(clientIpFrom(xff("1.2.3.4, 5.6.7.8, 203.0.113.9"))).toBe("203.0.113.9");
  });

  it("a forged header changes nothing once a proxy appends: every forgery maps to the real address", () => {
    const seen = new Set(Array.from({ length: 50 }, (_, i) => clientIpFrom(xff(`10.0.${i}.1, 198.51.100.7`))));
    expect([...seen]).toEqual(["198.51.100.7"]);
  });

  it("counts TRUST_PROXY_HOPS from the right (CDN in front of nginx: 2)", () => {
    process.env.TRUST_PROXY_HOPS = "2";
    expect(clientIpFrom(xff("6.6.6.6, 203.0.113.9, 10.0.0.2"))).toBe("203.0.113.9");
    // Fewer entries than proxies: the leftmost is the closest there is.
    expect(clientIpFrom(xff("203.0.113.9"))).toBe("203.0.113.9");
  });

  it("trusts no header with TRUST_PROXY_HOPS=0 (no proxy: the client writes it), only the connection's address from npm start", () => {
    process.env.TRUST_PROXY_HOPS = "0";
    expect(clientIpFrom(xff("203.0.113.9"))).toBeNull();
    const fromServer = new Headers({ "x-forwarded-for": "6.6.6.6", [SOCKET_ADDRESS_HEADER]: "::ffff:198.51.100.7" });
    // Under `next start` a client could write that header too: read only when server.mjs runs the server.
    expect(clientIpFrom(fromServer)).toBeNull();
    process.env.SOCKET_ADDRESS_FROM_SERVER = "1";
    expect(clientIpFrom(fromServer)).toBe("198.51.100.7");
    expect(clientIpFrom(xff("203.0.113.9"))).toBeNull();
  });

  it("by default, a visitor connecting from the internet is counted by its own address whatever it writes", () => {
    process.env.SOCKET_ADDRESS_FROM_SERVER = "1";
    const direct = (socket: string, forwarded?: string) => new Headers({ [SOCKET_ADDRESS_HEADER]: socket, ...(forwarded ? { "x-forwarded-for": forwarded } : {}) });
    // npm start facing the internet: a forged header is ignored, each forgery maps to the real address
    const seen = new Set(Array.from({ length: 20 }, (_, i) => clientIpFrom(direct("198.51.100.7", `10.0.${i}.1`))));
    expect([...seen]).toEqual(["198.51.100.7"]);
    expect(clientIpFrom(direct("::ffff:198.51.100.7", "6.6.6.6"))).toBe("198.51.100.7");
    expect(clientIpFrom(direct("2001:db8:abcd:12::5", "6.6.6.6"))).toBe("2001:db8:abcd:12::/64");
  });

  it("by default, a connection from this machine or a private network is a proxy of the shop's: one hop is trusted", () => {
    process.env.SOCKET_ADDRESS_FROM_SERVER = "1";
    for (const proxy of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "10.1.2.3", "172.20.0.2", "192.168.1.10", "fd00:1::2"]) {
      expect(clientIpFrom(new Headers({ [SOCKET_ADDRESS_HEADER]: proxy, "x-forwarded-for": "6.6.6.6, 203.0.113.9" })), proxy).toBe("203.0.113.9");
    }
    // no proxy header (a tool on the machine itself): the connection's own address
    expect(clientIpFrom(new Headers({ [SOCKET_ADDRESS_HEADER]: "127.0.0.1" }))).toBe("127.0.0.1");
    // 172.32/12's neighbour and a documentation address are public
    expect(clientIpFrom(new Headers({ [SOCKET_ADDRESS_HEADER]: "172.32.0.2", "x-forwarded-for": "203.0.113.9" }))).toBe("172.32.0.2");
  });

  it("ignores X-Real-IP, which a client can also write", () => {
    expect(clientIpFrom(new Headers({ "x-real-ip": "9.9.9.9" }))).toBeNull();
  });

  it("reads plain header objects (next-auth passes those) and repeated headers", () => {
    expect(clientIpFrom({ "x-forwarded-for": "1.1.1.1, 203.0.113.5" })).toBe("203.0.113.5");
    expect(clientIpFrom({ "x-forwarded-for": ["1.1.1.1", "203.0.113.5"] })).toBe("203.0.113.5");
  });

  it("is null for a trusted entry that is not an address", () => {
    expect(clientIpFrom(xff("1.1.1.1, not-an-ip"))).toBeNull();
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
