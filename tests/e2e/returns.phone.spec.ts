import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import pg from "pg";
import { PNG, ownerToken, signIn } from "./helpers";
import { htmlConfig } from "./html-config";
import { addDays, indiaToday, rupees } from "./rental-helpers";

// Issue #28, item 4 on phones: a picked-up piece comes back two days late and stained. The
// owner marks it returned on Today (damaged, a note, a photo, the damage charge), sees
// deposit − late fee − damage on the card, records the refund, and the customer's booking
// page shows the late fee, the damage and what was refunded; the repair block it got goes
// with "Back in stock".
//
// A stay two days overdue needs days in the past, which the public API refuses. On
// PostgreSQL (E2E_DATABASE_URL) the spec moves the picked-up stay's days back two days in the
// database; the embedded database belongs to the server process alone, so there the piece
// comes back on its return day (no late fee) and every other step is the same.
// tests/rentals/returns.test.ts covers lateness on both databases.

const LATE = process.env.E2E_DATABASE_URL ? 2 : 0;
const RENT = 4000;
const DEPOSIT = 5000;
const DAMAGE = 1500;
const LATE_FEE = (RENT * 10 * LATE) / 100;
const REFUND = DEPOSIT - LATE_FEE - DAMAGE;

const ip = () => `10.81.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const section = (page: Page, name: string) => page.getByRole("region", { name: new RegExp(`^${name}`) });
const card = (scope: Page | Locator, number: string) => scope.getByRole("article", { name: new RegExp(`^${number} `) });

async function ownerPhone(browser: Browser, use: object): Promise<Page> {
  const page = await (await browser.newContext(use)).newPage();
  await signIn(page, "/admin/today");
  return page;
}

/** A piece with one copy, rent ₹4,000 for up to 3 days, deposit ₹5,000, no buffer days; booked for today, paid and picked up. */
async function pickedUpToday(request: APIRequestContext, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  const piece = await request.post("/api/collection", {
    headers: auth,
    multipart: {
      category: "sarees",
      title: `Haldi Lehenga ${Date.now()}`,
      description: "A yellow lehenga for the haldi.",
      price: "9000",
      rentPrice: String(RENT),
      rentDays: "3",
      deposit: String(DEPOSIT),
      stock: "1",
      bufferBefore: "0",
      bufferAfter: "0",
      images: { name: "p.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(piece.status(), await piece.text()).toBe(201);
  const productId: string = (await piece.json())._id;
  const today = indiaToday();
  const booked = await request.post("/api/reservations", {
    data: { productId, from: today, to: today, name: "Zoya Mirza", phone: "98715 40071" },
    headers: { "x-forwarded-for": ip() },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const r = (await booked.json()).reservation as { id: string; number: string; bookingPath: string };
  const paid = await request.post(`/api/reservations/${r.id}/payments`, {
    headers: auth,
    data: { amount: RENT + DEPOSIT, method: "upi", reference: "UTR 7781" },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const out = await request.patch(`/api/reservations/${r.id}`, { headers: auth, data: { status: "picked_up" } });
  expect(out.status(), await out.text()).toBe(200);
  if (LATE) {
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    const day = addDays(today, -LATE);
    await client.query(
      `UPDATE reservations SET "pickupOn" = $1, "returnOn" = $1, "holdFrom" = $1, "holdTo" = $1 WHERE id = $2`,
      [day, r.id],
    );
    await client.end();
  }
  return { ...r, productId };
}

const FIGURES = [
  "money-rent",
  "money-late-fees",
  "money-damages",
  "money-deposits-held",
  "money-refunds-due",
  "in-upi",
  "out-upi",
  "net-total",
] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

/** The money screen's figures for one India day, as numbers ("− ₹2,700" is 2700). */
async function moneyOn(page: Page, day: string): Promise<Figures> {
  await page.goto(`/admin/money?period=day&on=${day}`);
  const out = {} as Figures;
  for (const id of FIGURES) out[id] = Number((await page.getByTestId(id).innerText()).replace(/[^\d]/g, ""));
  return out;
}

test("the owner marks a stained piece returned late, settles the deposit, and her booking page shows it", async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(300_000);
  const owner = await ownerPhone(browser, info.project.use);
  // Other specs share this server: the money screen is checked by what this walk adds to it.
  const today = indiaToday();
  const pickupDay = addDays(today, -LATE);
  const before = await moneyOn(owner, today);
  const stay = await pickedUpToday(request, await ownerToken(request));
  await owner.goto("/admin/today");

  const due = card(section(owner, LATE ? "Overdue returns" : "Returns due today"), stay.number);
  if (LATE) await expect(due.getByText(`${LATE} days late`)).toBeVisible();
  await due.getByRole("button", { name: `Mark returned ${stay.number}` }).click();
  await due.getByRole("radio", { name: "Damaged" }).check();
  await due.getByLabel("Note (optional)").fill("Turmeric stain on the dupatta");
  await due.getByLabel("Damage charge (₹)").fill(String(DAMAGE));
  await due.getByLabel("Photo (optional)").setInputFiles({ name: "stain.png", mimeType: "image/png", buffer: PNG });
  await expect(due.getByLabel("Returned on")).toHaveValue(indiaToday());
  const form = await new AxeBuilder({ page: owner })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .include("main")
    .analyze();
  expect(form.violations.map((v) => v.id)).toEqual([]);
  await due.getByRole("button", { name: `Save the return of ${stay.number}` }).click();
  await expect(owner.getByTestId("reservation-notice")).toContainText(
    `${stay.number} returned${LATE ? ` ${LATE} days late` : ""}: refund due ${rupees(REFUND)}.`,
  );

  // Back in the shop: the card waits under "Money to settle" with the sum worked out.
  const settle = card(section(owner, "Money to settle"), stay.number);
  await expect(settle.getByTestId("reservation-status")).toHaveText("Returned");
  await expect(settle.getByTestId("settlement-late-fee")).toHaveText(`− ${rupees(LATE_FEE)}`);
  await expect(settle.getByTestId("settlement-damage")).toHaveText(`− ${rupees(DAMAGE)}`);
  await expect(settle.getByTestId("settlement-refund-due")).toHaveText(rupees(REFUND));
  // The settlement and the refund form, as the server wrote them, are valid HTML.
  const report = await new HtmlValidate(htmlConfig).validateString(
    await (await owner.request.get("/admin/today")).text(),
    "/admin/today",
  );
  expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  await expect(settle.getByRole("link", { name: /^Photo/ })).toHaveAttribute(
    "href",
    /^\/uploads\/[0-9a-f-]{36}\.webp$/,
  );
  await settle.getByLabel("Refunded by").selectOption("upi");
  await settle.getByLabel("Refund reference (optional)").fill("UTR 9902 1144");
  await settle.getByRole("button", { name: `Record refund of ${rupees(REFUND)} for ${stay.number}` }).click();
  await expect(owner.getByTestId("reservation-notice")).toContainText(
    `${stay.number} settled: ${rupees(REFUND)} refunded by UPI.`,
  );
  await expect(card(section(owner, "Money to settle"), stay.number)).toHaveCount(0);
  // Today's WhatsApp list now offers her "deposit refunded", the amount, method and reference filled in.
  const told = owner
    .getByRole("region", { name: /^WhatsApp reminders/ })
    .getByRole("link", { name: new RegExp(`^Deposit refunded ${stay.number}\\b`) });
  await expect(told).toBeVisible();
  expect(new URL((await told.getAttribute("href"))!).searchParams.get("text")).toContain(
    `Your deposit is refunded: ${rupees(REFUND)} by UPI (reference UTR 9902 1144), for:`,
  );

  // The damaged piece is held for repair (its copy cannot be booked) until she says it is mended.
  // (The list starts today unless asked: a stay due back days ago needs its own day.)
  await owner.goto(`/admin/reservations?q=${stay.number}&from=${pickupDay}`);
  const done = card(owner, stay.number);
  await expect(done.getByTestId("reservation-status")).toHaveText("Deposit settled");
  await expect(done.getByText("Held for repair")).toBeVisible();
  const held = await request.get(
    `/api/availability/${stay.productId}?from=${addDays(today, 3)}&to=${addDays(today, 3)}`,
  );
  expect((await held.json()).days[0].status).toBe("blocked");
  await done.getByRole("button", { name: /^Back in stock/ }).click();
  await expect(owner.getByTestId("reservation-notice")).toContainText("is back in stock from today");
  await expect(done.getByText("Held for repair")).toHaveCount(0);
  const free = await request.get(
    `/api/availability/${stay.productId}?from=${addDays(today, 3)}&to=${addDays(today, 3)}`,
  );
  expect((await free.json()).days[0].status).toBe("free");

  await page.goto(stay.bookingPath);
  await expect(page.getByTestId("stay-status")).toContainText("Deposit settled");
  await expect(page.getByTestId("booking-late-fee")).toHaveText(rupees(LATE_FEE));
  await expect(page.getByTestId("booking-damage")).toHaveText(rupees(DAMAGE));
  await expect(page.getByTestId("booking-refund-due")).toHaveText(rupees(0));
  await expect(page.getByTestId("booking-refunded")).toHaveText(rupees(REFUND));
  await expect(page.getByTestId("booking-due")).toHaveText(rupees(0));
  await expect(page.getByTestId("stay-returned")).toContainText(`${rupees(REFUND)} refunded`);

  // Money at a glance: today charged the rent (it was booked today), took the payment in and the
  // refund out, kept the late fee and the damage; the deposit is neither held nor owed any more.
  const after = await moneyOn(owner, today);
  const delta = Object.fromEntries(FIGURES.map((k) => [k, after[k] - before[k]]));
  expect(delta).toEqual({
    "money-rent": RENT,
    "money-late-fees": LATE_FEE,
    "money-damages": DAMAGE,
    "money-deposits-held": 0,
    "money-refunds-due": 0,
    "in-upi": RENT + DEPOSIT,
    "out-upi": REFUND,
    "net-total": RENT + DEPOSIT - REFUND,
  });
  await expect(owner.getByTestId("money-span")).toHaveText(/\d/);
  const axe = await new AxeBuilder({ page: owner })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .include("main")
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await owner.getByRole("link", { name: "Next day →" }).click();
  await expect(owner).toHaveURL(new RegExp(`period=day&on=${addDays(today, 1)}`));
  const csv = await owner.request.get(`/api/money/export?from=${today}&to=${today}`);
  expect(csv.status()).toBe(200);
  // One row per entry of the books: the refund's money column is what went back.
  expect(await csv.text()).toMatch(
    new RegExp(
      `\r\n${today},${today} \\d\\d:\\d\\d,refund,${stay.number},${stay.number},Zoya Mirza,\\+919871540071,upi,UTR 9902 1144,,0,0,-${REFUND}\r\n`,
    ),
  );
});
