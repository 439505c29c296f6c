import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { proxiedDatabase, type tcpProxy } from "../helpers/tcp-proxy";
import { adminApi } from "./helpers";

// A database outage as a visitor sees it. It needs a database server to lose, so it runs in
// the PostgreSQL pass (E2E_DATABASE_URL): a second production server reaches the same
// database through a TCP proxy this test stops and starts. The embedded database lives
// inside the app's own process and cannot go away alone.
const DB = process.env.E2E_DATABASE_URL;
const PORT = 3111;
const base = `http://127.0.0.1:${PORT}`;

test.describe("database outage", () => {
  test.skip(!DB, "needs a PostgreSQL server (the PostgreSQL pass)");

  let server: ChildProcess | undefined;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let serverLog = "";

  test.beforeAll(async () => {
    const db = await proxiedDatabase(DB!);
    proxy = db.proxy;
    // Its own process group, so stopping it stops next-server too (not only the launcher).
    server = spawn(process.execPath, ["server.mjs", "-p", String(PORT), "-H", "127.0.0.1"], {
      detached: true,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        DATABASE_URL: db.url,
        DATA_DIR: "test-results/outage-data",
        SITE_URL: base,
        NEXTAUTH_URL: base,
        TRUST_PROXY_HOPS: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout!.on("data", (d) => (serverLog += d));
    server.stderr!.on("data", (d) => (serverLog += d));
    for (let i = 0; i < 120; i++) {
      const ok = await fetch(`${base}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`outage server did not start:\n${serverLog}`);
  });

  test.afterAll(async () => {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
    await proxy?.stop();
  });

  test("pages show a friendly error, the API answers 503 JSON, and everything recovers without a restart", async ({
    page,
    browser,
    request,
  }) => {
    // Before: the shop works and takes an order.
    const suitsRes = await fetch(`${base}/api/collection/suit`);
    const suits = await suitsRes.json();
    expect(suitsRes.status, `${JSON.stringify(suits)}\n${serverLog}`).toBe(200);
    const before = await fetch(`${base}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.66.0.1" },
      body: JSON.stringify({ productId: suits[0]._id, userName: "Placed Before Outage", userPhone: "9811045872" }),
    });
    expect(before.status).toBe(201);

    const live = await fetch(`${base}/api/health/live`);
    expect(live.status).toBe(200);
    expect(await fetch(`${base}/api/health/ready`).then((r) => r.status)).toBe(200);

    await proxy.stop();

    // Readiness says so within a second (a load balancer stops sending visitors here), with a
    // reason and no secret; liveness stays 200 (the process is fine: no restart wanted).
    const asked = Date.now();
    const notReady = await fetch(`${base}/api/health/ready`);
    expect(Date.now() - asked, "the probe gives up after 800 ms; 2 s leaves room for a loaded machine").toBeLessThan(
      2000,
    );
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get("cache-control")).toBe("no-store");
    const why = await notReady.json();
    expect(why.message).toMatch(/database/);
    expect(JSON.stringify(why)).not.toMatch(/postgres(ql)?:\/\/|127\.0\.0\.1|ECONNREFUSED|password/i);
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);

    // A page nobody has opened yet (so nothing is cached) cannot be built: the visitor gets
    // the shop's own error page with a way forward, not a stack trace or a blank screen.
    const failed = await page.goto(`${base}/collection/designer-sarees`);
    // 503 with Retry-After: a crawler comes back later instead of dropping the page as broken.
    expect(failed!.status(), "an error page must not be indexed as the product list").toBe(503);
    expect(failed!.headers()["retry-after"]).toBe("60");
    await expect(page.getByRole("heading", { name: "We couldn't load this page" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
    // The way forward while pages fail: the shop's own numbers, as links a phone can follow.
    await expect(page.getByRole("link", { name: /^Call \+91 [\d ]+$/ })).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    await expect(page.getByRole("link", { name: /^WhatsApp \+91 [\d ]+$/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/91\d{10}\?text=/,
    );
    await expect(page.locator("body")).not.toContainText(/prisma|ECONNREFUSED|at \w+ \(/i);

    // The same words without JavaScript (a crawler, a phone with scripts off), and in Hindi on /hi.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${base}/hi/collection/designer-sarees`);
    await expect(plain.getByRole("heading", { name: "यह पेज लोड नहीं हो पाया" })).toBeVisible();
    await expect(plain.getByRole("link", { name: /^कॉल करें: \+91 [\d ]+$/ })).toHaveAttribute(
      "href",
      /^tel:\+91\d{10}$/,
    );
    await expect(plain.getByRole("link", { name: /^WhatsApp करें: \+91 [\d ]+$/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/91\d{10}\?text=/,
    );
    await expect(plain.getByRole("link", { name: "होम पर वापस जाएँ" })).toHaveAttribute("href", "/hi");
    await noScript.close();

    const api = await fetch(`${base}/api/collection/dress`);
    expect(api.status).toBe(503);
    const body = await api.json();
    expect(body.error).toMatch(/not reachable/);
    expect(JSON.stringify(body)).not.toMatch(/prisma|ECONNREFUSED|at \w+ \(/i);

    // A visitor sending an order request is told to try again; nothing half-stored.
    const during = await fetch(`${base}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.66.0.2" },
      body: JSON.stringify({ productId: suits[0]._id, userName: "Placed During Outage", userPhone: "9811045872" }),
    });
    expect(during.status).toBe(503);

    await proxy.start();

    // After: the same server (no restart) renders the page and takes orders again.
    await expect(async () => {
      await page.goto(`${base}/collection/designer-sarees`);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("We couldn't load this page", {
        timeout: 1000,
      });
    }).toPass({ timeout: 20_000 });
    const sarees = await (await fetch(`${base}/api/collection/saree`)).json();
    await expect(page.getByText(sarees[0].title).first()).toBeVisible();
    expect((await fetch(`${base}/api/collection/dress`)).status).toBe(200);
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);

    const admin = await adminApi(request);
    const names = (await admin.orders()).map((o: { userName: string }) => o.userName);
    expect(names).toContain("Placed Before Outage");
    expect(names).not.toContain("Placed During Outage");
  });
});
