import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// `npm start` on a laptop, opened in its own browser, has no proxy in front and should not be
// told it has one; nginx or Caddy on the same machine still is. server.mjs says whether the
// request arrived with a proxy's headers (Next.js fills X-Forwarded-For itself afterwards).
const request = (peer: string, forwarding: "none" | "present", headers: Record<string, string> = {}) =>
  new Headers({
    "x-boutique-socket-address": peer,
    "x-boutique-forwarding-headers": forwarding,
    "x-forwarded-for": peer, // what Next.js adds when the request had none
    ...headers,
  });

beforeEach(() => {
  for (const name of ["TRUST_PROXY_HOPS", "VERCEL", "NETLIFY"]) vi.stubEnv(name, undefined);
  vi.stubEnv("SOCKET_ADDRESS_FROM_SERVER", "1");
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.resetModules(); // the warnings are once per process
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const clientIp = async () => (await import("@/lib/http/client-ip")).clientIpFrom;

describe("the proxy warning on a plain local start", () => {
  it.each(["127.0.0.1", "::1", "::ffff:127.0.0.1"])(
    "is not printed for a browser on this machine (%s)",
    async (peer) => {
      const clientIpFrom = await clientIp();
      for (let i = 0; i < 3; i++) clientIpFrom(request(peer, "none"));
      expect(console.warn).not.toHaveBeenCalled();
    },
  );

  it("is printed once for a proxy on this machine that forwards the client's address", async () => {
    const clientIpFrom = await clientIp();
    clientIpFrom(request("127.0.0.1", "present", { "x-forwarded-for": "203.0.113.9, 127.0.0.1" }));
    clientIpFrom(request("127.0.0.1", "present", { "x-forwarded-for": "203.0.113.10, 127.0.0.1" }));
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(vi.mocked(console.warn).mock.calls[0]![0]).toMatch(
      /requests come through a proxy at 127\.0\.0\.1; set TRUST_PROXY_HOPS=1 if it appends X-Forwarded-For/,
    );
  });

  it("is still printed for a peer on a private network (Docker's port forwarding sends no headers)", async () => {
    const clientIpFrom = await clientIp();
    clientIpFrom(request("172.17.0.1", "none"));
    expect(vi.mocked(console.warn).mock.calls[0]![0]).toMatch(/requests come through a proxy at 172\.17\.0\.1/);
  });
});
