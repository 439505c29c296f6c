import { expect, test } from "@playwright/test";
import { adminApi, OWNER, SAME_ON_ANY_DATABASE } from "./helpers";

test("security headers on HTML, API and image responses", SAME_ON_ANY_DATABASE, async ({ request }) => {
  const gown = (await (await request.get("/api/collection/gown")).json())[0];
  for (const path of [
    "/",
    "/collection/gowns",
    "/api/hero",
    "/api/collection/nope",
    "/login",
    "/sitemap.xml",
    gown.images[0],
  ]) {
    const res = await request.get(path);
    const h = res.headers();
    expect(h["content-security-policy"], path).toMatch(/^default-src 'self'/);
    expect(h["content-security-policy"], path).toMatch(/object-src 'none'/);
    expect(h["content-security-policy"], path).toMatch(/base-uri 'self'/);
    expect(h["content-security-policy"], path).toMatch(/frame-ancestors 'none'/);
    expect(h["x-frame-options"], path).toBe("DENY");
    expect(h["x-content-type-options"], path).toBe("nosniff");
    expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(h["x-powered-by"], path).toBeUndefined();
  }
});

test(
  "HSTS and upgrade-insecure-requests only on answers that go out over HTTPS, decided per request",
  SAME_ON_ANY_DATABASE,
  async ({ request }) => {
    const gown = (await (await request.get("/api/collection/gown")).json())[0];
    for (const path of ["/", "/collection/gowns", "/api/hero", gown.images[0]]) {
      const plain = (await request.get(path)).headers();
      expect(plain["strict-transport-security"], `${path} over http`).toBeUndefined();
      expect(plain["content-security-policy"], `${path} over http`).not.toContain("upgrade-insecure-requests");

      // As nginx or a load balancer that ended TLS says it (X-Forwarded-Proto $scheme).
      const secure = (await request.get(path, { headers: { "x-forwarded-proto": "https" } })).headers();
      expect(secure["strict-transport-security"], `${path} over https`).toMatch(/max-age=\d+/);
      if (path.startsWith("/uploads/")) expect(secure["content-security-policy"]).toBe("default-src 'none'");
      else
        expect(secure["content-security-policy"], `${path} over https`).toMatch(
          /^default-src 'self'.*; upgrade-insecure-requests$/,
        );
    }
  },
);

test("state-changing requests from another site are refused", SAME_ON_ANY_DATABASE, async ({ request }) => {
  const items = await (await request.get("/api/collection/suit")).json();
  const res = await request.post("/api/orders", {
    data: { productId: items[0]._id, userName: "X", userPhone: "9811045872" },
    headers: { origin: "https://evil.example" },
  });
  expect(res.status()).toBe(403);
  const contact = await request.post("/api/contact", {
    data: { name: "a", email: "a@b.in", subject: "s", message: "m" },
    headers: { origin: "https://evil.example" },
  });
  expect(contact.status()).toBe(403);
});

test("bad input on every route gets a 4xx JSON answer, never a 500 or a stack trace", async ({ request }) => {
  const { token } = await (
    await request.post("/api/auth/login", { data: OWNER, headers: { "x-forwarded-for": "10.99.0.1" } })
  ).json();
  const auth = { authorization: `Bearer ${token}` };
  const routes: [string, string, Record<string, string>][] = [
    ["POST", "/api/orders", {}],
    ["POST", "/api/checkout", {}],
    ["POST", "/api/contact", {}],
    ["POST", "/api/auth/login", {}],
    ["PUT", "/api/auth/change-password", auth],
    ["POST", "/api/collection", auth],
    ["PUT", "/api/collection/nope", auth],
    ["POST", "/api/beauty", auth],
    ["PUT", "/api/beauty/nope", auth],
    ["POST", "/api/hero", auth],
    ["PUT", "/api/hero/nope", auth],
    ["PATCH", "/api/orders/nope", auth],
  ];
  const bodies: (string | object)[] = [
    "{not json",
    { productId: 12, userName: ["x"], userPhone: { a: 1 }, quantity: "many" },
    {
      name: "x".repeat(100_000),
      title: "y".repeat(100_000),
      email: "a@b.in",
      items: [{ productId: "dupatta-1", quantity: -5 }],
    },
    {
      items: [{ productId: "dupatta-1", quantity: 1e12 }],
      status: "SHIPPED",
      unknownField: true,
      __proto__: { admin: true },
    },
    [],
    "null",
  ];
  for (const [method, path, headers] of routes) {
    for (const body of bodies) {
      const res = await request.fetch(path, {
        method,
        headers: {
          ...headers,
          "content-type": "application/json",
          "x-forwarded-for": `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        },
        data: typeof body === "string" ? body : JSON.stringify(body),
      });
      const label = `${method} ${path} ${JSON.stringify(body).slice(0, 40)}`;
      expect(res.status(), label).toBeGreaterThanOrEqual(400);
      expect(res.status(), label).toBeLessThan(500);
      const text = await res.text();
      expect(() => JSON.parse(text), label).not.toThrow();
      expect(text, label).not.toMatch(/at \w+ \(|prisma|PrismaClient|node_modules|\.ts:\d+/i);
    }
  }
});

test("SQL- and script-looking input is stored and shown as plain text", async ({ page, request }) => {
  const nasty = `<img src=x onerror=alert(1)><script>alert(2)</script>' OR '1'='1'; DROP TABLE orders; --`;
  const items = await (await request.get("/api/collection/gown")).json();
  const placed = await request.post("/api/orders", {
    data: { productId: items[0]._id, userName: nasty, userPhone: "9811045872" },
  });
  expect(placed.status()).toBe(201);
  const contact = await request.post("/api/contact", {
    data: { name: nasty, email: "x@y.in", subject: nasty, message: nasty },
  });
  expect(contact.status()).toBe(201);

  let dialogs = 0;
  page.on("dialog", async (d) => {
    dialogs++;
    await d.dismiss();
  });
  await page.goto("/login?callbackUrl=/admin/orders");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/admin/orders");
  await expect(page.getByText(nasty).first()).toBeVisible();
  await page.goto("/admin/messages");
  await expect(page.getByText(nasty).first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(dialogs).toBe(0);
  const orders = await (await adminApi(request)).orders();
  expect(orders.find((o: { userName: string }) => o.userName === nasty)).toBeTruthy();
});

test("the session cookie is HttpOnly and SameSite", async ({ page, context }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/admin");
  const cookie = (await context.cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(12 * 3600 + 60);
});

test(
  "the pages' scripts and stylesheet go out in brotli, with the same headers as everything else",
  SAME_ON_ANY_DATABASE,
  async ({ request }) => {
    const html = await (await request.get("/collection/gowns")).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/chunks\/[\w.-]+\.(?:js|css))"/g)].map(
      (m) => m[1]!,
    );
    expect(assets.some((a) => a.endsWith(".css"))).toBe(true);
    for (const asset of [...new Set(assets)].slice(0, 4)) {
      const plain = await request.get(asset, { headers: { "accept-encoding": "identity" } });
      // The first request for a file starts its compression and is answered as before (gzip).
      await expect
        .poll(
          async () =>
            (await request.get(asset, { headers: { "accept-encoding": "gzip, deflate, br" } })).headers()[
              "content-encoding"
            ],
          { message: asset },
        )
        .toBe("br");
      const res = await request.get(asset, { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(await res.body(), asset).toEqual(await plain.body());
      const h = res.headers();
      expect(h["content-type"], asset).toMatch(asset.endsWith(".css") ? /^text\/css/ : /^application\/javascript/);
      expect(h["cache-control"], asset).toBe("public, max-age=31536000, immutable");
      expect(h["content-security-policy"], asset).toMatch(/^default-src 'self'.*frame-ancestors 'none'/);
      expect(h["x-content-type-options"], asset).toBe("nosniff");
      expect(h["x-frame-options"], asset).toBe("DENY");
      expect(h["referrer-policy"], asset).toBe("strict-origin-when-cross-origin");
      expect(h["x-powered-by"], asset).toBeUndefined();
      // Over HTTPS (as a proxy that ended TLS says it), HSTS as on every answer.
      const secure = (
        await request.get(asset, { headers: { "accept-encoding": "br", "x-forwarded-proto": "https" } })
      ).headers();
      expect(secure["content-encoding"], asset).toBe("br");
      expect(secure["strict-transport-security"], asset).toMatch(/max-age=\d+/);
      expect(h["strict-transport-security"], asset).toBeUndefined();
    }
  },
);
