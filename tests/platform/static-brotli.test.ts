import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secureTransportHeaders } from "@/lib/server/https-headers.mjs";
import { securityHeaders } from "@/lib/server/security-headers.mjs";
import { acceptsBrotli, staticBrotli } from "@/lib/server/static-brotli.mjs";

// A server as server.mjs builds it: the brotli handler first, then "Next.js" (here a stand-in
// that says it answered), over a temporary build folder with one script and one stylesheet.
const dir = mkdtempSync(path.join(os.tmpdir(), "static-brotli-"));
const staticDir = path.join(dir, ".next/static");
const script = `console.log(${JSON.stringify("a shop's script ".repeat(400))});`;
let base = "";
let server: http.Server;

beforeAll(async () => {
  mkdirSync(path.join(staticDir, "chunks"), { recursive: true });
  writeFileSync(path.join(staticDir, "chunks/abc123.js"), script);
  writeFileSync(path.join(staticDir, "chunks/site.css"), "body{color:#2b1a14}".repeat(100));
  // Files a loose pattern would serve: the server's own, a hidden one and a source map.
  writeFileSync(path.join(dir, "secret.js"), "the server's own file");
  writeFileSync(path.join(staticDir, ".hidden.js"), "a hidden file");
  writeFileSync(path.join(staticDir, "chunks/abc123.js.map"), "a source map");
  writeFileSync(path.join(staticDir, "chunks/huge.js"), "x".repeat(4 * 1024 * 1024 + 1));
  const serve = staticBrotli(staticDir, securityHeaders());
  server = http.createServer((req, res) => {
    secureTransportHeaders(req, res);
    if (serve(req, res)) return;
    res.writeHead(200, { "x-answered-by": "next" });
    res.end("from next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A GET with the path sent exactly as written (no "../" clean-up) and no decompression. */
function get(
  url: string,
  headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br" },
  method = "GET",
) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ hostname, port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Asks until the handler has its copy ready (the first request starts the compression). */
async function whenCompressed(url: string) {
  for (let i = 0; i < 100; i++) {
    const res = await get(url);
    if (res.headers["content-encoding"] === "br") return res;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} never came in brotli`);
}

describe("the build's scripts and stylesheets in brotli (server.mjs)", () => {
  it("leaves the first request to Next.js, then answers in brotli with the site's headers", async () => {
    const first = await get("/_next/static/chunks/abc123.js");
    expect(first.headers["x-answered-by"]).toBe("next");

    const res = await whenCompressed("/_next/static/chunks/abc123.js");
    expect(res.status).toBe(200);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.body.length).toBeLessThan(script.length / 10);
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.headers["content-security-policy"]).toMatch(/^default-src 'self'.*frame-ancestors 'none'/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["permissions-policy"]).toMatch(/camera=\(\)/);

    const css = await whenCompressed("/_next/static/chunks/site.css?dpl=abc");
    expect(css.headers["content-type"]).toBe("text/css; charset=UTF-8");
  });

  it("over HTTPS (a proxy that ended TLS says so), adds HSTS and upgrade-insecure-requests as on every answer", async () => {
    await whenCompressed("/_next/static/chunks/abc123.js");
    const hops = process.env.TRUST_PROXY_HOPS;
    process.env.TRUST_PROXY_HOPS = "1";
    try {
      const res = await get("/_next/static/chunks/abc123.js", {
        "accept-encoding": "br",
        "x-forwarded-proto": "https",
      });
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(res.headers["content-security-policy"]).toMatch(/^default-src 'self'.*; upgrade-insecure-requests$/);
    } finally {
      if (hops === undefined) delete process.env.TRUST_PROXY_HOPS;
      else process.env.TRUST_PROXY_HOPS = hops;
    }
    const plain = await get("/_next/static/chunks/abc123.js", { "accept-encoding": "br" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    expect(plain.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });

  it("answers HEAD with the headers alone", async () => {
    await whenCompressed("/_next/static/chunks/abc123.js");
    const res = await get("/_next/static/chunks/abc123.js", { "accept-encoding": "br" }, "HEAD");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.body.length).toBe(0);
  });

  it("leaves to Next.js a client without brotli, a range and a conditional request", async () => {
    await whenCompressed("/_next/static/chunks/abc123.js");
    const cases: Record<string, string>[] = [
      {},
      { "accept-encoding": "gzip, deflate" },
      { "accept-encoding": "gzip, br;q=0" },
      { "accept-encoding": "br", range: "bytes=0-10" },
      { "accept-encoding": "br", "if-none-match": 'W/"x"' },
      { "accept-encoding": "br", "if-modified-since": "Sat, 28 Nov 2026 13:26:48 GMT" },
      { "accept-encoding": "br", "if-match": 'W/"x"' },
    ];
    for (const headers of cases) {
      const res = await get("/_next/static/chunks/abc123.js", headers);
      expect(res.headers["x-answered-by"], JSON.stringify(headers)).toBe("next");
    }
  });

  it("serves nothing outside the static folder and nothing but scripts and stylesheets", async () => {
    for (const url of [
      "/_next/static/../../secret.js",
      "/_next/static/chunks/../../../secret.js",
      "/_next/static/%2e%2e/%2e%2e/secret.js",
      "/_next/static/.hidden.js",
      "/_next/static/chunks/abc123.js.map",
      "/secret.js",
      "/_next/static/chunks/missing.js",
      "/_next/static//../secret.js",
      "/_next/static/chunks\\..\\..\\..\\secret.js",
      "/_next/static/chunks/ABC123.JS",
      "/_NEXT/static/chunks/abc123.js",
      // Over 4 MB: not worth holding in memory, left to Next.js (no build makes one this big).
      "/_next/static/chunks/huge.js",
    ]) {
      for (let i = 0; i < 3; i++) {
        const res = await get(url);
        expect(res.headers["x-answered-by"], url).toBe("next");
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  });
});

describe("acceptsBrotli", () => {
  it("reads Accept-Encoding as browsers and proxies write it", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsBrotli("BR")).toBe(true);
    expect(acceptsBrotli("gzip, deflate")).toBe(false);
    expect(acceptsBrotli("br;q=0")).toBe(false);
    expect(acceptsBrotli("brotli")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
