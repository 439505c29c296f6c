import { expect, test } from "@playwright/test";
import { addDays, indiaToday, rentablePiece, reserveAsSomeoneElse } from "./rental-helpers";
import { forwardingProxy, postFrom } from "../helpers/forwarding-proxy";
import { OWNER } from "./helpers";

// What an outside review found on the production build, checked against it.

test("sign-in never follows a callbackUrl to another site, however it is written", async ({ page }) => {
  await page.goto("/login?callbackUrl=/%5Cevil.example/x");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Login successful!")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/admin", { timeout: 10_000 });
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
});

test("behind a proxy that appends X-Forwarded-For, a forged address on every request does not lift the contact limit", async ({
  baseURL,
}) => {
  const proxy = await forwardingProxy(baseURL!);
  try {
    // One visitor (one local address) forging a new X-Forwarded-For each time.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await postFrom(
        "127.0.0.77",
        `${proxy.url}/api/contact`,
        {
          name: "Asha",
          email: "asha@example.com",
          subject: "Fitting",
          message: "Is the blue lehenga free on Saturday?",
        },
        { "x-forwarded-for": `10.${i}.0.${i}` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another visitor is not affected.
    const other = await postFrom("127.0.0.78", `${proxy.url}/api/contact`, {
      name: "Ravi",
      email: "ravi@example.com",
      subject: "Sherwani",
      message: "Do you have one in size 40?",
    });
    expect(other.status).toBe(201);
  } finally {
    await proxy.close();
  }
});

test("a 100 MB sign-in body is refused with 413 while it is being read", async ({ baseURL }) => {
  let sent = 0;
  const chunk = new Uint8Array(256 * 1024).fill(120);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 100 * 1024 * 1024) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const res = await fetch(`${baseURL}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
    duplex: "half",
  } as RequestInit);
  expect(res.status).toBe(413);
  expect((await res.json()).message).toMatch(/too large/i);
  expect(sent).toBeLessThan(100 * 1024 * 1024);
});

test("an uploaded photo is served with its own locked-down policy, the rest of the site with the site's", async ({
  request,
}) => {
  const { token } = await (
    await request.post("/api/auth/login", { data: OWNER, headers: { "x-forwarded-for": "10.91.0.1" } })
  ).json();
  // A 1×1 PNG: the server re-encodes it to WebP under a name of its own.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
    "base64",
  );
  const created = await request.post("/api/collection", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      category: "gown",
      title: "Header Check Gown",
      description: "A gown made by a test.",
      price: "1000",
      images: { name: "p.png", mimeType: "image/png", buffer: png },
    },
  });
  expect(created.status()).toBe(201);
  const item = await created.json();
  for (const path of [item.images[0], "/uploads/00000000-0000-4000-8000-000000000000.webp"]) {
    const h = (await request.get(path)).headers();
    expect(h["content-security-policy"], path).toBe("default-src 'none'");
    expect(h["x-content-type-options"], path).toBe("nosniff");
  }
  expect(
    (await request.delete(`/api/collection/${item._id}`, { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBeLessThan(300);
});

test("made-up product addresses are not kept in the page cache and do not push real pages out", async ({ request }) => {
  const suit = (await (await request.get("/api/collection/suit")).json())[0];
  const real = `/collection/suits/${suit._id}`;
  await request.get(real);
  expect((await request.get(real)).headers()["x-nextjs-cache"]).toBe("HIT");
  for (let i = 0; i < 300; i++) {
    const made = `/collection/suits/c${Math.random().toString(36).slice(2)}${i}`;
    expect((await request.get(made)).status()).toBe(404);
    if (i % 50 === 0) expect((await request.get(made)).headers()["x-nextjs-cache"], made).not.toBe("HIT");
  }
  expect((await request.get(real)).headers()["x-nextjs-cache"]).toBe("HIT");
});

test("collection variants that mean nothing are not pages: a page past the last is a 404, an unbookable day goes back to the plain page", async ({
  request,
}) => {
  for (const path of [
    "/collection/gowns?page=999",
    "/collection/gowns?on=2027-01-10&page=999",
    "/beauty-care/soap?page=999&sort=price-asc",
    "/collection/gowns/browse/page-999",
    "/collection/gowns/browse/on-9999-12-31",
    "/collection/gowns/browse/on-2001-01-01_page-3",
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  for (const [path, to] of [
    ["/collection/gowns?on=9999-12-31&page=2", "/collection/gowns?page=2&not-bookable=9999-12-31"],
    ["/collection/suits?on=2001-01-01", "/collection/suits?not-bookable=2001-01-01"],
    ["/collection/gowns?fabric=silk&on=2099-06-01", "/collection/gowns?fabric=silk&not-bookable=2099-06-01"],
  ] as [string, string][]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(307);
    const location = new URL(res.headers()["location"] ?? "", "http://x");
    expect(location.pathname + location.search, path).toBe(to);
  }
});

test("a flood of real collection variants does not push the home page or a plain collection page out of the cache", async ({
  request,
}) => {
  for (const path of ["/", "/collection/gowns"]) await request.get(path);
  for (const path of ["/", "/collection/gowns"])
    expect((await request.get(path)).headers()["x-nextjs-cache"], path).toBe("HIT");
  const today = new Date();
  const fabrics = ["silk", "net", "velvet", "georgette", "chiffon", "cotton"];
  // 300 pages of ~230 KB: more than the e2e server's whole page cache (PAGE_CACHE_MAX_MB=48).
  for (let i = 0; i < 300; i++) {
    const day = new Date(today.getTime() + (2 + (i % 400)) * 86_400_000).toISOString().slice(0, 10);
    const slug = ["gowns", "suits", "dresses", "designer-sarees"][i % 4];
    const res = await request.get(`/collection/${slug}?on=${day}&fabric=${fabrics[i % 6]}`);
    expect(res.status()).toBe(200);
  }
  for (const path of ["/", "/collection/gowns"])
    expect((await request.get(path)).headers()["x-nextjs-cache"], path).toBe("HIT");
});

test("a booking leaves the home page, the plain lists and the product pages cached, and re-renders only the lists 'available on' a day", async ({
  request,
}) => {
  const piece = await rentablePiece(request, "gown", "gowns", 1);
  const day = addDays(indiaToday(), 75);
  const dated = `/collection/gowns?on=${day}`;
  const kept = ["/", "/collection/gowns", "/collection/suits", piece.path];
  for (const path of [...kept, dated]) await request.get(path);
  for (const path of [...kept, dated]) expect((await request.get(path)).headers()["x-nextjs-cache"], path).toBe("HIT");
  await reserveAsSomeoneElse(request, piece.id, addDays(day, -1), addDays(day, 1));
  for (const path of kept) expect((await request.get(path)).headers()["x-nextjs-cache"], path).toBe("HIT");
  expect((await request.get(dated)).headers()["x-nextjs-cache"], dated).not.toBe("HIT");
});

test("a %-sign or stray character in a collection's internal browse address is a 404, never a 500", async ({
  request,
}) => {
  for (const path of [
    "/collection/gowns/browse/%25",
    "/beauty-care/soap/browse/%25zz",
    "/collection/gowns/browse/page-2%25",
    "/collection/gowns/browse/page-2%2F",
    "/collection/gowns/browse/%E2%80%AE",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("a NUL byte in an address or a field is a 404 or a 400, never a 500", async ({ request }) => {
  for (const path of ["/collection/suits/%00", "/beauty-care/soap/%00", "/collection/suits/a%00b"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const api = await request.get("/api/collection/%00");
  expect(api.status()).toBeGreaterThanOrEqual(400);
  expect(api.status()).toBeLessThan(500);
  const order = await request.post("/api/contact", {
    data: { name: "A\u0000sha", email: "asha@example.com", subject: "Fitting", message: "Hello" },
    headers: { "x-forwarded-for": "10.92.0.1" },
  });
  expect(order.status()).toBe(400);
  expect((await order.json()).errors).toHaveProperty("name");
});

test("a broken %-escape in an address is a 400 (JSON on the API), never a 500", async ({ request }) => {
  for (const path of ["/api/collection/%ff", "/api/beauty/%ff", "/api/orders/%ff", "/api/availability/%E0%A4"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(400);
    expect(res.headers()["content-type"]).toBe("application/json");
    expect((await res.json()).message).toBe("This address is not valid: it has a broken %-escape.");
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  }
  for (const path of ["/collection/%ff", "/collection/gowns/%ff", "/uploads/%ff"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(400);
    expect(res.headers()["content-security-policy"]).toContain("default-src 'none'");
  }
  // a valid escape is still what it was
  expect((await request.get("/t%26c")).status()).toBe(200);
});

test("a callbackUrl next-auth cannot parse, in the query, the form or a planted cookie, is never a 500 and never blocks sign-in", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  for (const path of [
    "/api/auth/csrf?callbackUrl=%00",
    "/api/auth/session?callbackUrl=foo",
    "/api/auth/providers?callbackUrl=javascript:alert(1)",
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const planted = await request.get("/api/auth/session", { headers: { cookie: "next-auth.callback-url=foo" } });
  expect(planted.status()).toBe(200);
  // A sibling subdomain's cookie with next-auth's default name: the owner still signs in.
  await context.addCookies([{ name: "next-auth.callback-url", value: "foo", url: baseURL! }]);
  await page.goto("/login");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Login successful!")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/admin", { timeout: 10_000 });
});
