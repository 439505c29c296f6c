import { expect, test } from "@playwright/test";
import { OWNER } from "./helpers";

test("the home page server-renders the seeded slides and newest catalogue items", async ({ page, request }) => {
  const slides = await (await request.get("/api/hero")).json();
  // The newest piece is the one this test adds (other specs add pieces too).
  const login = await request.post("/api/auth/login", { data: OWNER, headers: { "x-forwarded-for": "10.94.0.1" } });
  const { token } = await login.json();
  const title = `Smoke Test Suit ${Date.now()}`;
  const created = await request.post("/api/collection", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { category: "suit", title, description: "The newest piece.", price: "2100" },
  });
  expect(created.status()).toBe(201);
  const res = await request.get("/");
  expect(res.status()).toBe(200);
  const html = await res.text();
  // Server-rendered: the data is in the HTML before any script runs.
  expect(html).toContain(slides[0].title);
  expect(html).toContain(title);

  await page.goto("/");
  // The spec's tagline is the page's h1 over the slides; each slide's title is an h2.
  await expect(page.getByRole("heading", { level: 1, name: "Where Elegance Meets Affordability" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: slides[0].title })).toBeVisible();
  const card = page.getByRole("heading", { name: title });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeVisible();
  const img = page.locator("main img").first();
  await expect(img).toHaveJSProperty("complete", true);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
});

test("the API serves a category in the spec's shape and 404s an unknown one", async ({ request }) => {
  const res = await request.get("/api/collection/suit");
  expect(res.status()).toBe(200);
  const items = await res.json();
  expect(items.length).toBeGreaterThanOrEqual(6);
  expect(items[0]).toMatchObject({
    _id: expect.any(String),
    category: "suit",
    price: expect.any(Number),
    images: expect.any(Array),
  });

  const missing = await request.get("/api/collection/tuxedo");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ error: expect.any(String) });
});
