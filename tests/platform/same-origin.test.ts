import { afterEach, describe, expect, it, vi } from "vitest";
import { handler } from "@/lib/http";

// A write from the shop's own page must pass however the proxy in front names the host, and a
// write from another site's page must not.
const ok = handler(async () => Response.json({ ok: true }));

function post(url: string, headers: Record<string, string>) {
  return ok(new Request(url, { method: "POST", headers }), undefined);
}

afterEach(() => vi.unstubAllEnvs());

describe("writes from a browser (Origin header)", () => {
  it("pass behind nginx's `proxy_set_header Host $host` on a port other than 443, which drops the port", async () => {
    vi.stubEnv("SITE_URL", "https://shop.example:8443");
    const res = await post("http://127.0.0.1:3000/api/checkout", {
      host: "shop.example",
      origin: "https://shop.example:8443",
    });
    expect(res.status).toBe(200);
  });

  it("pass when Host or the proxy's X-Forwarded-Host names the page's host", async () => {
    vi.stubEnv("SITE_URL", "https://www.shop.example");
    expect(
      (await post("http://127.0.0.1:3000/api/orders", { host: "127.0.0.1:4100", origin: "http://127.0.0.1:4100" }))
        .status,
    ).toBe(200);
    expect(
      (
        await post("http://127.0.0.1:3000/api/orders", {
          host: "127.0.0.1:3000",
          "x-forwarded-host": "preview.shop.example",
          origin: "https://preview.shop.example",
        })
      ).status,
    ).toBe(200);
  });

  it("are refused from another site, or from another port of the same host that is not the shop", async () => {
    vi.stubEnv("SITE_URL", "https://shop.example:8443");
    for (const origin of ["https://evil.example", "https://shop.example:9443", "null"]) {
      const res = await post("http://127.0.0.1:3000/api/checkout", { host: "shop.example", origin });
      expect(res.status, origin).toBe(403);
      expect((await res.json()).message).toBe("Requests from other sites are not allowed.");
    }
  });

  it("without SITE_URL, still follow the Host the server was reached by", async () => {
    vi.stubEnv("SITE_URL", "");
    vi.stubEnv("PORT", "4100");
    expect(
      (await post("http://localhost:4100/api/orders", { host: "localhost:4100", origin: "http://localhost:4100" }))
        .status,
    ).toBe(200);
    expect(
      (await post("http://localhost:4100/api/orders", { host: "localhost:4100", origin: "http://localhost:5100" }))
        .status,
    ).toBe(403);
  });
});
