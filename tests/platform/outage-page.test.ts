import http from "node:http";
import net from "node:net";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { outageAnswers, outageWords } from "@/lib/server/outage-page.mjs";
import { getSiteConfig } from "@/lib/site/config";

// server.mjs's step for a page that cannot be rendered: Next.js answered 500 with a document
// drawn by its scripts (blank without JavaScript). Each test puts the step in front of a
// handler that fails the way Next does and reads the answer as a browser or crawler would.
type State = { ready: boolean; migrations: boolean };
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

let server: http.Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function serve(handler: Handler, state: State = { ready: false, migrations: false }): Promise<string> {
  const watch = outageAnswers({ words: outageWords(process.cwd()), probe: async () => state });
  server = http.createServer((req, res) => {
    watch(req, res);
    handler(req, res);
  });
  await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** What Next.js writes for a page whose render threw: a status, then its script-drawn document. */
const nextsFailedPage: Handler = (_req, res) => {
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "s-maxage=31536000");
  res.statusCode = 500;
  res.write("<!DOCTYPE html><html><body><script>self.__next_f.push([1,'Error: connect ECONNREFUSED'])</script>");
  res.end("</body></html>");
};

describe("the outage page server.mjs writes", () => {
  it("answers an English page that failed while the database is away with 503, Retry-After and the shop's numbers", async () => {
    const base = await serve(nextsFailedPage);
    const answer = await fetch(`${base}/collection/designer-sarees`, { headers: { accept: "text/html" } });
    const html = await answer.text();
    const site = getSiteConfig();

    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("60");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h1>We couldn&#39;t load this page</h1>");
    expect(html).toContain(`<a href="tel:${site.phones[0].replace(/\s/g, "")}">Call ${site.phones[0]}</a>`);
    expect(html).toMatch(
      new RegExp(
        `href="https://wa.me/${site.whatsappNumber}\\?text=[^"]+"[^>]*>WhatsApp ${site.whatsapp.replace(/\+/g, "\\+")}</a>`,
      ),
    );
    expect(html).toContain('<a class="again" href="/collection/designer-sarees">Try again</a>');
    expect(html).toContain('<a href="/">Back to Home</a>');
    // Nothing of Next's failed document, no script, no database text.
    expect(html).not.toMatch(/<script|ECONNREFUSED|__next_f/);
    expect(html).not.toContain("db:migrate");
  });

  it("speaks Hindi under /hi, from the Hindi catalogue", async () => {
    const base = await serve(nextsFailedPage);
    const html = await (await fetch(`${base}/hi/collection/designer-sarees`)).text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain("<h1>यह पेज लोड नहीं हो पाया</h1>");
    expect(html).toContain('<a href="/hi">होम पर वापस जाएँ</a>');
    expect(html).not.toMatch(/Back to Home|Try again|We couldn/);
  });

  it("names the command that mends a database lacking its migrations", async () => {
    const base = await serve(nextsFailedPage, { ready: false, migrations: true });
    const answer = await fetch(`${base}/`);
    expect(answer.status).toBe(503);
    expect(await answer.text()).toContain("Run npm run db:migrate");
  });

  it("keeps 500 when the database is fine (a fault of the page), still readable without script", async () => {
    const base = await serve(nextsFailedPage, { ready: true, migrations: false });
    const answer = await fetch(`${base}/about`);
    expect(answer.status).toBe(500);
    expect(answer.headers.get("retry-after")).toBeNull();
    expect(await answer.text()).toContain("We couldn&#39;t load this page");
  });

  it("replaces a failure written with writeHead and compressed as Next.js compresses", async () => {
    // The compression Next.js's own server applies to pages (a package without types).
    const compression = createRequire(import.meta.url)("next/dist/compiled/compression") as () => (
      req: http.IncomingMessage,
      res: http.ServerResponse,
      next: () => void,
    ) => void;
    const compress = compression();
    const base = await serve((req, res) =>
      compress(req, res, () => {
        res.writeHead(500, { "Content-Type": "text/html; charset=utf-8" });
        res.write("<html><body>".padEnd(4096, "x"));
        res.end("</body></html>");
      }),
    );
    const answer = await fetch(`${base}/gallery`, { headers: { "accept-encoding": "gzip" } });
    expect(answer.status).toBe(503);
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect(await answer.text()).toContain("<h1>We couldn&#39;t load this page</h1>");
  });

  it("leaves every other answer as it is: a page that rendered, the API, a client navigation", async () => {
    const base = await serve((req, res) => {
      const api = req.url!.startsWith("/api/");
      res.writeHead(req.url === "/fine" ? 200 : 500, { "Content-Type": api ? "application/json" : "text/x-component" });
      res.end(api ? '{"error":"down"}' : "payload");
    });
    expect(await (await fetch(`${base}/fine`)).text()).toBe("payload");
    const apiAnswer = await fetch(`${base}/api/collection/dress`);
    expect([apiAnswer.status, await apiAnswer.text()]).toEqual([500, '{"error":"down"}']);
    const navigation = await fetch(`${base}/gallery`, { headers: { rsc: "1" } });
    expect([navigation.status, await navigation.text()]).toEqual([500, "payload"]);
  });

  it("sends only the head for HEAD: no byte of a body follows it", async () => {
    const base = await serve(nextsFailedPage);
    const { port } = new URL(base);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), "127.0.0.1", () =>
        socket.write("HEAD / HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n"),
      );
      let got = "";
      socket.on("data", (d) => (got += d));
      socket.on("end", () => resolve(got));
      socket.on("error", reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 503 /);
    expect(raw.slice(raw.indexOf("\r\n\r\n") + 4)).toBe("");
  });

  it("keeps swallowing what Next writes after the outage page has gone out, as its streamed render does", async () => {
    let late: { ok: boolean; error: unknown } | undefined;
    const base = await serve((_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.statusCode = 500;
      res.flushHeaders();
      res.write("<!DOCTYPE html><html>");
      setTimeout(() => {
        const ok = res.write("<script>late chunk</script>", (error) => (late = { ok, error }));
        res.end("</html>");
      }, 50);
    });
    const answer = await fetch(`${base}/gallery`);
    expect(answer.status).toBe(503);
    expect(await answer.text()).not.toContain("late chunk");
    await new Promise((r) => setTimeout(r, 100));
    // Next's late write was taken and acknowledged, never written after the end.
    expect(late).toEqual({ ok: true, error: undefined });
  });

  it("leaves an image, a sitemap and an upload alone: only documents get the page", async () => {
    const base = await serve(nextsFailedPage);
    const image = await fetch(`${base}/uploads/photo.webp`, { headers: { accept: "image/avif,image/webp,*/*" } });
    expect(image.status).toBe(500);
    expect((await fetch(`${base}/sitemap.xml`)).status).toBe(500);
    const script = await fetch(`${base}/gallery`, { headers: { accept: "application/json, */*" } });
    expect(script.status).toBe(500);
  });
});
