import { afterEach, describe, expect, it, vi } from "vitest";
import { secureTransportHeaders } from "@/lib/server/https-headers.mjs";

// What server.mjs adds per answer: HSTS and upgrade-insecure-requests only
// on an answer that goes out over HTTPS, and a proxy's word for it only when one is trusted.
afterEach(() => vi.unstubAllEnvs());

function answer(headers: Record<string, string>, encrypted = false) {
  const sent: Record<string, string> = { "content-security-policy": "default-src 'self'; object-src 'none'" };
  const res = {
    headersSent: false,
    getHeader: (name: string) => sent[name.toLowerCase()],
    setHeader: (name: string, value: string) => void (sent[name.toLowerCase()] = value),
    writeHead() {
      return this;
    },
  };
  secureTransportHeaders({ socket: { encrypted }, headers } as never, res as never);
  res.writeHead();
  return sent;
}

describe("headers for HTTPS, decided per request", () => {
  it("this server's own TLS: HSTS and the upgrade", () => {
    const sent = answer({}, true);
    expect(sent["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(sent["content-security-policy"]).toMatch(/; upgrade-insecure-requests$/);
  });

  it("a trusted proxy's X-Forwarded-Proto: https counts; plain http does not", () => {
    vi.stubEnv("TRUST_PROXY_HOPS", "1");
    expect(answer({ "x-forwarded-proto": "https" })["strict-transport-security"]).toBeDefined();
    expect(answer({ "x-forwarded-proto": "http" })["strict-transport-security"]).toBeUndefined();
  });

  it("with no proxy trusted, a client's own X-Forwarded-Proto changes nothing", () => {
    vi.stubEnv("TRUST_PROXY_HOPS", "0");
    const sent = answer({ "x-forwarded-proto": "https" });
    expect(sent["strict-transport-security"]).toBeUndefined();
    expect(sent["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });
});
