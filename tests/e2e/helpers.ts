import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

export const OWNER = { email: "owner@e2e.test", password: "e2e-owner-password" };

/**
 * Marks a test whose outcome no database engine can change: it asserts what the browser draws
 * or does with pages the seed already holds (markup, layout, focus, client-side state, headers,
 * redirects, files, the proxies in front of the shop), and any write it makes is one an unmarked test also makes and checks.
 * CI's PostgreSQL pass leaves these out (playwright.config.ts): the embedded pass runs them,
 * and on PostgreSQL the same pages are rendered, and the same writes made, by the tests that
 * query, write, count and cache. Not for a test of a query's result, a write read back, a
 * limit, the cache or the server's processes: those are what a second database can break.
 */
export const SAME_ON_ANY_DATABASE = { tag: "@same-on-any-database" };

/** Signs the e2e server's admin in through the login page and waits for `next`. */
export async function signIn(page: Page, next = "/admin") {
  await page.goto(`/login?callbackUrl=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Login successful!")).toBeVisible();
  await page.waitForURL(`**${next}`);
}

/** A Bearer token for the e2e server's admin (ADMIN_EMAIL/ADMIN_PASSWORD in playwright.config.ts). */
export async function adminApi(request: APIRequestContext) {
  const res = await request.post("/api/auth/login", {
    data: OWNER,
    headers: { "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.1` },
  });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()}`);
  const { token } = await res.json();
  const headers = { authorization: `Bearer ${token}` };
  return {
    orders: async () => (await request.get("/api/orders", { headers })).json(),
    messages: async () => (await request.get("/api/messages", { headers })).json(),
  };
}

/** Open a card, close it one of three ways, open the same card again: the grid and the popup must both be there. */
export async function reopenAfterExplore(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole("link", { name: "Explore Collection" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}#grid$`));
  const card = page.locator("#grid article a:has(h3)").first();
  const title = (await card.locator("h3").textContent())!;
  const closers = [
    async () => page.getByRole("dialog", { name: title }).getByRole("button", { name: "Close" }).click(),
    async () => page.mouse.click(5, 5), // the backdrop
    async () => page.keyboard.press("Escape"),
  ];
  for (const close of closers) {
    await card.click();
    await expect(page.getByRole("dialog", { name: title })).toBeVisible();
    await close();
    await expect(page.getByRole("dialog")).toBeHidden();
    // Closing goes Back to the grid's address (a card tapped before it lands: visitors.spec.ts 1b).
    await expect(page).toHaveURL(new RegExp(`${path}#grid$`));
    await expect(page.locator("main")).toBeVisible();
  }
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${path}/[A-Za-z0-9_-]+$`));
  await expect(page.getByRole("dialog", { name: title })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("#grid article").first()).toBeVisible();
  // Back from the grid returns to the page before, never a blank one.
  await page.goBack();
  await expect(page.locator("main")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** A 1×1 PNG: the smallest image an upload accepts. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * A party-wear lehenga the owner added without a rent (so not rented by date): it is
 * ordered with Buy Now and Add to Cart as before. Created once per server; the seeded pieces all
 * have rental terms.
 */
export async function pieceWithoutRent(
  request: APIRequestContext,
  title = "Plain Order Lehenga",
): Promise<{ id: string; title: string }> {
  // Reused while it is on the collection's first page (24, newest first), where the specs tap
  // it; once other specs' pieces push it off, a new one with the same name and a suffix.
  const firstPage = (await (await request.get("/api/collection/sarees?limit=24&sort=newest")).json()) as {
    _id: string;
    title: string;
  }[];
  const existing = firstPage.find((i) => i.title === title || i.title.startsWith(`${title} ·`));
  if (existing) return { id: existing._id, title: existing.title };
  const taken = (
    (await (await request.get("/api/collection/sarees?limit=100&sort=newest")).json()) as { title: string }[]
  ).some((i) => i.title === title);
  if (taken) title = `${title} · ${Date.now().toString(36)}`;
  const res = await request.post("/api/collection", {
    headers: { authorization: `Bearer ${await ownerToken(request)}` },
    multipart: {
      category: "sarees",
      title,
      description: "A lehenga ordered the old way, without dates.",
      price: "3200",
      images: { name: "p.png", mimeType: "image/png", buffer: PNG },
    },
  });
  if (!res.ok()) throw new Error(`adding the piece failed: ${res.status()} ${await res.text()}`);
  const item = await res.json();
  return { id: item._id, title };
}

/** The owner's bearer token, signed in from an address of its own (the login limit counts per address). */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/auth/login", {
    data: OWNER,
    headers: { "x-forwarded-for": `10.79.${Math.floor(Math.random() * 250)}.1` },
  });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
  return (await login.json()).token;
}

/** A new party-wear lehenga rented by date with two copies and no days held around a stay. */
export async function pieceWithTwoCopies(
  request: APIRequestContext,
  token: string,
): Promise<{ id: string; path: string }> {
  const res = await request.post("/api/collection", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      category: "sarees",
      title: `Twin Copy Lehenga ${Date.now()}`,
      description: "A lehenga the shop holds two of.",
      price: "6000",
      rentPrice: "4000",
      rentDays: "3",
      deposit: "4000",
      stock: "2",
      bufferBefore: "0",
      bufferAfter: "0",
      images: { name: "p.png", mimeType: "image/png", buffer: PNG },
    },
  });
  if (!res.ok()) throw new Error(`adding the piece failed: ${res.status()} ${await res.text()}`);
  const item = await res.json();
  return { id: item._id, path: `/collection/party-wear-lehenga/${item._id}` };
}

/**
 * A control held with a reason (aria-disabled, not disabled): a keyboard or screen-reader user
 * reaches it and hears why, and Enter on it only moves focus to that reason.
 */
export async function expectHeldWithReason(page: Page, control: Locator, reason: string) {
  await expect(control).toHaveAttribute("aria-disabled", "true");
  await expect(control).toHaveAccessibleDescription(reason);
  await control.focus();
  await expect(control).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(reason)).toBeFocused();
}

/** The fonts Chromium really drew the page's first <h1> with (DevTools protocol): "Playfair Display (web font)"… */
export async function headingDrawnWith(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((f) => `${f.familyName} ${f.isCustomFont ? "(web font)" : "(local)"}`);
  } finally {
    await cdp.detach();
  }
}
