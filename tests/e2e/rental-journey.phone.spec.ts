import { expect, test, type Browser, type Page } from "@playwright/test";
import { ownerToken, pieceWithoutRent, pieceWithTwoCopies, signIn } from "./helpers";
import { addDays, dayButton, functionIn, longDay } from "./rental-helpers";

// Issue #14 end to end on phones: the owner gives a piece rental terms in the admin form →
// a visitor picks a function date → cart → checkout → the owner sees the request on Today →
// the next visitor sees those days as booked and the piece missing from "available on" →
// the owner cancels → the days are free again and the piece is back.

async function ownerPhone(browser: Browser, use: object): Promise<Page> {
  const context = await browser.newContext(use);
  const page = await context.newPage();
  await signIn(page, "/admin");
  return page;
}

test("a rental from the owner's terms to the visitor's booking, the owner's day and a cancellation", async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(300_000);
  const owner = await ownerPhone(browser, info.project.use);
  // A piece of its own: other specs rely on the shared "Plain Order Lehenga" staying without rent.
  const piece = await pieceWithoutRent(request, `Journey Lehenga ${Math.random().toString(36).slice(2, 7)}`);

  // The owner sets the rent and deposit in the item form (the piece had none: ordered as before).
  await owner.goto(`/admin/collections?q=${piece.id}`);
  await owner
    .getByRole("button", { name: `Edit ${piece.title}` })
    .last()
    .tap();
  const form = owner.getByRole("form", { name: "Edit item" });
  const terms = form.getByRole("group", { name: "Renting by date" });
  await expect(terms.getByLabel("Rent (₹)")).toHaveAccessibleDescription("Empty: not booked by date");
  await terms.getByLabel("Rent (₹)").fill("3,600");
  await terms.getByLabel("Deposit (₹)").fill("5000");
  await form.getByRole("button", { name: "Update" }).tap();
  await expect(owner.getByRole("status").filter({ hasText: `Saved “${piece.title}”.` })).toBeVisible();

  // A visitor picks a function twelve days ahead and checks out.
  const { event, pickup, ret } = functionIn(12);
  const path = `/collection/party-wear-lehenga/${piece.id}`;
  await page.goto(path);
  await expect(page.getByText("Rent: ₹3,600 for 3 days")).toBeVisible();
  await (await dayButton(page, event)).click();
  await page.getByRole("button", { name: "Add to cart with these dates" }).click();
  await page.goto("/checkout");
  await page.getByLabel(/Full Name/).fill("Ritika Bansal");
  await page.getByLabel(/Email Address/).fill("ritika@example.in");
  await page.getByLabel(/Phone Number/).fill("98715 40022");
  await page.getByRole("radio", { name: /^Delivery/ }).check();
  await page.getByLabel(/Full Address/).fill("C-12, Janakpuri, New Delhi 110058");
  const placed = page.waitForResponse((r) => r.url().endsWith("/api/checkout"));
  await page.getByRole("button", { name: "Place Order" }).click();
  const { reservations } = await (await placed).json();
  const number: string = reservations[0].number;
  await expect(page.getByTestId("reservation-numbers")).toHaveText(number);

  // The owner sees the request on Today, with the visitor's name and the deposit.
  await owner.goto("/admin/today");
  const card = owner
    .getByRole("region", { name: /^Holds to confirm/ })
    .getByRole("article", { name: new RegExp(`^${number} `) });
  await expect(card).toContainText("Ritika Bansal");
  await expect(card).toContainText("₹5,000");

  // The next visitor: the stay and its buffer days are booked, and "available on" leaves it out.
  await page.goto(path);
  for (const d of [addDays(pickup, -1), event, addDays(ret, 2)])
    await expect(await dayButton(page, d)).toHaveAccessibleName(new RegExp(`^${longDay(d)}, booked`));
  await page.goto("/collection/party-wear-lehenga");
  await page.getByRole("button", { name: /^Filters/ }).tap();
  await page.getByLabel("Available on").fill(event);
  await page.getByRole("button", { name: "Show", exact: true }).tap();
  await expect(page).toHaveURL(new RegExp(`on=${event}`));
  // The panel closes on a phone; the count above the pieces says which day they are free.
  await expect(page.getByText(/ free to rent on /)).toBeVisible();
  await expect(page.getByRole("heading", { name: piece.title })).toHaveCount(0);

  // The owner cancels; the days are free again and the piece is back for that day.
  await card.getByRole("button", { name: `Cancel ${number}` }).tap();
  await owner.getByRole("dialog").getByRole("button", { name: "Cancel reservation" }).tap();
  await expect(owner.getByTestId("reservation-notice")).toHaveText(`${number} cancelled: its days are free again.`);
  await page.goto(path);
  await expect(await dayButton(page, event)).toHaveAccessibleName(new RegExp(`^${longDay(event)}, free`));
  await page.goto(`/collection/party-wear-lehenga?on=${event}`);
  await expect(page.getByRole("heading", { name: piece.title })).toBeVisible();
  await owner.context().close();
});

test("the owner's order card shows the deposit and the stays booked with it; cancelling the order frees them", async ({
  page,
  request,
}) => {
  const piece = await pieceWithTwoCopies(request, await ownerToken(request));
  const { pickup, ret } = functionIn(20);
  const name = `Order Card ${Math.random().toString(36).slice(2, 7)}`;
  const placed = await request.post("/api/checkout", {
    data: {
      name,
      email: "card@example.in",
      phone: "98715 40022",
      address: "C-12, Janakpuri, New Delhi",
      items: [{ productId: piece.id, quantity: 1, from: pickup, to: ret }],
    },
  });
  expect(placed.status()).toBe(201);
  const number: string = (await placed.json()).reservations[0].number;

  await signIn(page, `/admin/orders?q=${encodeURIComponent(name)}`);
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: name }).first();
  await expect(card.getByText("+ ₹4,000 refundable deposit")).toBeVisible();
  const booking = card.getByRole("list", { name: `Bookings with the order from ${name}` }).getByRole("link");
  await expect(booking).toHaveText(new RegExp(`^${number} · .+ · Requested$`));
  await expect(booking).toHaveAttribute("href", `/admin/reservations?q=${number}`);

  const held = await (await request.get(`/api/availability/${piece.id}?from=${pickup}&to=${ret}`)).json();
  expect(held.days[1].copies).toHaveLength(1);

  await card.getByLabel("Status").selectOption("Cancelled");
  await expect(
    page.getByText(`Order from ${name} is now cancelled. ${number} is cancelled too: its days are free again.`),
  ).toBeVisible();
  await expect(booking).toHaveText(new RegExp(`^${number} · .+ · Cancelled$`));
  const days = await (await request.get(`/api/availability/${piece.id}?from=${pickup}&to=${ret}`)).json();
  // two copies: while one was held, each day listed the one copy still free; now neither is held
  expect(days.days.length).toBe(3);
  for (const d of days.days as { status: string; copies?: number[] }[])
    expect(d).toEqual({ date: expect.any(String), status: "free" });
});
