import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { OWNER, PNG, signIn } from "./helpers";
import { htmlConfig } from "./html-config";

// Issue #14, the owner's side on a phone (the "phone" project, Pixel 7): Today with one-tap
// call and WhatsApp, the next status as one button, Cancel freeing the days, and blocking
// days on a piece's calendar. Overdue returns need a booking in the past, which the public
// API refuses: tests/rentals/owner-day.test.ts covers them with a fixed clock.

const ip = () => `10.79.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const indiaToday = () => new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

interface Booking {
  id: string;
  number: string;
  from: string;
}

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post("/api/auth/login", { data: OWNER, headers: { "x-forwarded-for": ip() } });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).token}` };
}

async function newPiece(request: APIRequestContext, auth: Record<string, string>, title: string): Promise<string> {
  const res = await request.post("/api/collection", {
    headers: auth,
    multipart: {
      category: "sarees",
      title,
      description: "A lehenga made by the owner's-day test.",
      price: "4200",
      rentPrice: "4200",
      deposit: "6000",
      bufferBefore: "1",
      bufferAfter: "2",
      images: { name: "p.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json())._id;
}

async function book(
  request: APIRequestContext,
  productId: string,
  from: string,
  to: string,
  name: string,
  phone: string,
): Promise<Booking> {
  const res = await request.post("/api/reservations", {
    data: { productId, from, to, name, phone, size: "M" },
    headers: { "x-forwarded-for": ip() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).reservation;
}

async function dayStatus(request: APIRequestContext, productId: string, from: string, to: string): Promise<string[]> {
  const res = await request.get(`/api/availability/${productId}?from=${from}&to=${to}`);
  expect(res.status()).toBe(200);
  return ((await res.json()).days as { status: string }[]).map((d) => d.status);
}

const section = (page: Page, name: string) => page.getByRole("region", { name: new RegExp(`^${name}`) });
const card = (scope: Page | Locator, number: string) => scope.getByRole("article", { name: new RegExp(`^${number} `) });

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    ),
    label,
  ).toEqual([]);
}

/** Buttons and button-like links must be at least 44 px tall (a thumb on a phone). */
async function expectBigTargets(scope: Locator) {
  for (const target of await scope.locator("button:visible, a[class*='min-h']:visible").all()) {
    const box = await target.boundingBox();
    expect(box!.height, (await target.textContent()) ?? "").toBeGreaterThanOrEqual(44);
  }
}

async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
}

test("on a phone the owner works today's pickups, cancels a request and blocks days on a piece", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const today = indiaToday();
  const auth = await adminHeaders(request);
  const tag = Math.random().toString(36).slice(2, 7);
  const piece = (role: string) => newPiece(request, auth, `Owner Day ${role} Lehenga ${tag}`);
  const [pickupPiece, returnPiece, requestPiece, blockPiece] = [
    await piece("Pickup"),
    await piece("Return"),
    await piece("Request"),
    await piece("Block"),
  ];
  // Same-day stays: once picked up, the pickup is also a return due today.
  const pickup = await book(request, pickupPiece, today, today, "Asha Verma", "97111 22334");
  const back = await book(request, returnPiece, today, today, "Bina Rao", "98100 55667");
  expect(
    (await request.patch(`/api/reservations/${back.id}`, { headers: auth, data: { status: "picked_up" } })).status(),
  ).toBe(200);
  const asked = await book(request, requestPiece, addDays(today, 10), addDays(today, 12), "Chitra Nair", "99990 11223");

  await signIn(page, "/admin");
  // The dashboard's summary leads to Today, and Today comes first in the menu.
  const summary = page.getByRole("link", { name: /^Today: \d+ pickups?, \d+ returns?, \d+ overdue/ });
  await expect(summary).toBeVisible();
  await page.getByRole("button", { name: "Open admin menu" }).click();
  await expect(page.getByRole("navigation", { name: "Admin mobile" }).getByRole("link").first()).toHaveText("Today");
  await page.getByRole("button", { name: "Close admin menu" }).click();
  await summary.click();
  await page.waitForURL("**/admin/today");
  const served = await page.request.get("/admin/today");
  expect(served.headers()["cache-control"]).toMatch(/private/);
  expect(served.headers()["cache-control"]).toMatch(/no-store/);

  // The pickup: every detail, a call and a WhatsApp reply to the customer's own number.
  const pickups = section(page, "Pickups today");
  const pickupCard = card(pickups, pickup.number);
  await expect(pickupCard).toContainText("Asha Verma");
  await expect(pickupCard).toContainText(`Owner Day Pickup Lehenga ${tag}`);
  await expect(pickupCard.getByRole("link", { name: `Owner Day Pickup Lehenga ${tag}`, exact: true })).toHaveAttribute(
    "href",
    new RegExp(`/collection/party-wear-lehenga/${pickupPiece}$`),
  );
  await expect(pickupCard).toContainText("size M");
  await expect(pickupCard).toContainText("₹4,200");
  await expect(pickupCard).toContainText("₹6,000");
  await expect(pickupCard.getByTestId("reservation-status")).toHaveText("Requested");
  const shortToday = new Date(`${today}T00:00:00Z`)
    .toLocaleDateString("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" })
    .replace(/,/g, "");
  await expect(pickupCard.locator(`time[datetime="${today}"]`).first()).toHaveText(shortToday);
  await expect(pickupCard.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", "tel:+919711122334");
  const wa = new URL((await pickupCard.getByRole("link", { name: /^WhatsApp/ }).getAttribute("href"))!);
  expect(`${wa.origin}${wa.pathname}`).toBe("https://wa.me/919711122334");
  const text = wa.searchParams.get("text")!;
  expect(text).toContain("Namaste Asha Verma");
  expect(text).toContain(`Your reservation ${pickup.number} is requested.`);
  expect(text).toContain(`Owner Day Pickup Lehenga ${tag} (size M)`);
  expect(text).toMatch(/Rent: ₹4,200 \+ refundable deposit ₹6,000/);
  expect(text).toContain(`/collection/party-wear-lehenga/${pickupPiece}`);
  await expect(
    card(section(page, "Returns due today"), back.number).getByRole("button", { name: `Mark returned ${back.number}` }),
  ).toBeVisible();
  await expect(card(section(page, "Holds to confirm"), asked.number)).toBeVisible();
  await expectBigTargets(pickupCard);
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page, "Today with bookings");

  // Confirm, then Mark picked up: a same-day stay moves from the pickups to the returns.
  await pickupCard.getByRole("button", { name: `Confirm ${pickup.number}` }).click();
  await expect(page.getByTestId("reservation-notice")).toHaveText(`${pickup.number}: confirmed.`);
  await expect(pickupCard.getByTestId("reservation-status")).toHaveText("Confirmed");
  expect(
    new URL((await pickupCard.getByRole("link", { name: /^WhatsApp/ }).getAttribute("href"))!).searchParams.get("text"),
  ).toContain("is confirmed.");
  await pickupCard.getByRole("button", { name: `Mark picked up ${pickup.number}` }).click();
  await expect(page.getByTestId("reservation-notice")).toHaveText(`${pickup.number}: picked up.`);
  await expect(card(pickups, pickup.number)).toHaveCount(0);
  const returned = card(section(page, "Returns due today"), pickup.number);
  await expect(returned.getByTestId("reservation-status")).toHaveText("Picked up");
  await expect(returned.getByRole("button", { name: `Cancel ${pickup.number}` })).toHaveCount(0);

  // Cancel a request (asked first): its days, buffers included, are free again.
  const stay = [addDays(today, 9), addDays(today, 14)] as const;
  expect(new Set(await dayStatus(request, requestPiece, ...stay))).toEqual(new Set(["booked"]));
  const requestCard = card(section(page, "Holds to confirm"), asked.number);
  await requestCard.getByRole("button", { name: `Cancel ${asked.number}` }).click();
  const dialog = page.getByRole("dialog", {
    name: `Cancel reservation ${asked.number}? Its days become free for other customers.`,
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Keep it" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel reservation" }).click();
  await expect(page.getByTestId("reservation-notice")).toHaveText(
    `${asked.number} cancelled: its days are free again.`,
  );
  await expect(requestCard).toHaveCount(0);
  expect(new Set(await dayStatus(request, requestPiece, ...stay))).toEqual(new Set(["free"]));

  // The Reservations list finds a booking by its number.
  await page.goto("/admin/reservations");
  await page.getByRole("searchbox", { name: "Name, phone, R-number or piece" }).fill(pickup.number);
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(card(page, pickup.number).getByTestId("reservation-status")).toHaveText("Picked up");

  // The piece picker leads to the piece's calendar.
  await page.getByLabel("Calendar of a piece (name)").fill(`Owner Day Block Lehenga ${tag}`);
  await page.getByRole("button", { name: "Find piece" }).click();
  await page.getByRole("link", { name: new RegExp(`Owner Day Block Lehenga ${tag}`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Owner Day Block Lehenga ${tag}` })).toBeVisible();

  // A block over a booking is refused with the server's message, naming the booking.
  const inTheWay = await book(request, blockPiece, addDays(today, 30), addDays(today, 31), "Deepa Iyer", "98765 43210");
  const [blockFrom, blockTo] = [addDays(today, 20), addDays(today, 21)];
  await page.getByLabel("From", { exact: true }).fill(addDays(today, 30));
  await page.getByLabel("To", { exact: true }).fill(addDays(today, 30));
  await page.getByRole("button", { name: "Block these days" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "already held by" })).toContainText(inTheWay.number);

  // Block two days for a repair: the calendar and the public availability both show them blocked.
  await page.getByLabel("From", { exact: true }).fill(blockFrom);
  await page.getByLabel("To", { exact: true }).fill(blockTo);
  await page.getByLabel("Reason").selectOption("Repair");
  await page.getByRole("button", { name: "Block these days" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Blocked .*: Repair\.$/ })).toBeVisible();
  expect(await dayStatus(request, blockPiece, blockFrom, blockTo)).toEqual(["blocked", "blocked"]);
  const row = page.getByTestId("block-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Repair");
  await page.goto(`/admin/reservations/piece/${blockPiece}?month=${blockFrom.slice(0, 7)}`);
  await expect(page.locator(`td[data-day="${blockFrom}"]`)).toContainText("Repair");
  await page.goto(`/admin/reservations/piece/${blockPiece}?month=${inTheWay.from.slice(0, 7)}`);
  await expect(page.locator(`td[data-day="${inTheWay.from}"]`)).toContainText(`${inTheWay.number} Deepa`);
  // The buffer day before pickup (it may fall in the month before).
  const bufferDay = addDays(inTheWay.from, -1);
  if (bufferDay.slice(0, 7) !== inTheWay.from.slice(0, 7))
    await page.goto(`/admin/reservations/piece/${blockPiece}?month=${bufferDay.slice(0, 7)}`);
  await expect(page.locator(`td[data-day="${bufferDay}"]`)).toContainText("buffer");
  await expectNoSideScroll(page);
  await expectBigTargets(page.locator("main form"));
  await expectNoAxeViolations(page, "piece calendar");

  // The Reservations page lists blocks too: the owner finds this one by the piece's name and
  // removes it there (asked first); the days are free again.
  await page.goto("/admin/reservations");
  await page.getByRole("navigation", { name: "Lists" }).getByRole("link", { name: "Blocked days" }).click();
  await page.getByRole("searchbox", { name: "Piece or reason" }).fill(`Owner Day Block Lehenga ${tag}`);
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/kind=block/);
  const listed = page.getByRole("article");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("Repair");
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page, "blocked days");
  await listed.getByRole("button", { name: /^Remove/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove block" }).click();
  await expect(page.getByTestId("reservation-notice")).toContainText("those days are free again");
  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(page.getByText("No blocked days match.")).toBeVisible();

  // The piece's calendar removes a block too.
  await page.goto(`/admin/reservations/piece/${blockPiece}?month=${blockFrom.slice(0, 7)}`);
  await page.getByLabel("From", { exact: true }).fill(blockFrom);
  await page.getByLabel("To", { exact: true }).fill(blockFrom);
  await page.getByRole("button", { name: "Block these days" }).click();
  await expect(page.getByTestId("block-row")).toHaveCount(1);
  await page
    .getByTestId("block-row")
    .getByRole("button", { name: /^Remove/ })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove block" }).click();
  await expect(page.getByTestId("reservation-notice")).toContainText("those days are free again");
  await expect(page.getByTestId("block-row")).toHaveCount(0);
  expect(await dayStatus(request, blockPiece, blockFrom, blockTo)).toEqual(["free", "free"]);
});

test("the owner's screens are valid HTML and closed to visitors", async ({ page, request }) => {
  const auth = await adminHeaders(request);
  const piece = await newPiece(request, auth, `Owner Day Html Lehenga ${Math.random().toString(36).slice(2, 7)}`);
  const paths = [
    "/admin/today",
    "/admin/reservations",
    "/admin/reservations?kind=block",
    "/admin/reservations/piece?q=lehenga",
    `/admin/reservations/piece/${piece}`,
    "/admin/money",
    "/admin/money?period=week",
  ];
  for (const path of paths) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(307);
    expect(res.headers().location, path).toContain("/login");
  }
  await signIn(page, "/admin");
  const validator = new HtmlValidate(htmlConfig);
  const problems: string[] = [];
  for (const path of paths) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    const report = await validator.validateString(await res.text(), path);
    for (const r of report.results) for (const m of r.messages) problems.push(`${path}: ${m.ruleId}: ${m.message}`);
  }
  expect(problems).toEqual([]);
});

test("on a 320 px phone the owner cancels everything one phone booked in one step, after a question, and the days are free again", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const auth = await adminHeaders(request);
  const productId = await newPiece(request, auth, `Held by a stranger ${Date.now()}`);
  const digits = `97${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const [from1, from2] = [addDays(indiaToday(), 150), addDays(indiaToday(), 170)];
  const first = await book(request, productId, from1, addDays(from1, 2), "A Stranger", digits);
  const second = await book(request, productId, from2, addDays(from2, 2), "A Stranger", digits);

  await signIn(page, `/admin/reservations?q=${digits}`);
  const held = card(page, first.number);
  await expect(held).toBeVisible();
  await expect(card(page, second.number)).toBeVisible();
  await expectNoSideScroll(page);
  await held.getByRole("button", { name: /^Cancel all from / }).click();
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  // the list comes first: both holds, nothing paid on either, none to tick
  await expect(dialog.getByTestId("phone-bookings").getByRole("listitem")).toHaveCount(2);
  await expect(dialog.getByTestId("phone-bookings")).toContainText(`${first.number} ·`);
  await expect(dialog.getByTestId("phone-bookings")).toContainText("nothing paid");
  await expect(dialog.getByRole("checkbox")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel 2" }).click();
  await expect(page.getByText(`Cancelled ${first.number}, ${second.number}`)).toBeVisible();
  expect(await dayStatus(request, productId, from1, addDays(from1, 2))).toEqual(["free", "free", "free"]);
  expect(await dayStatus(request, productId, from2, addDays(from2, 2))).toEqual(["free", "free", "free"]);
});
