import { expect, test, type Page } from "@playwright/test";
import { ownerToken, signIn } from "./helpers";
import { addDays, indiaToday, pieceOfItsOwn, rupees } from "./rental-helpers";

// The owner books for a customer on her phone: a walk-in who leaves with the piece at once
// (booked and picked up, her booking link shown, rent and deposit charged), and a bride who
// called, booked for delivery from the piece's calendar (the address asked for by its field).

const RENT = 3200;
const DEPOSIT = 2500;

async function bookIt(page: Page) {
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/reservations") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Book it" }).click();
  return saved;
}

test("a walk-in takes the piece now: booked and picked up, her link and the books shown", async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await ownerToken(request);
  const title = `Walk-in Sharara ${Date.now()}`;
  await pieceOfItsOwn(request, token, {
    title,
    description: "A green sharara for the mehendi.",
    price: 8000,
    rent: RENT,
    deposit: DEPOSIT,
  });
  const today = indiaToday();

  await signIn(page, "/admin/today");
  await page.getByRole("link", { name: "Book for a customer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Book for a customer" })).toBeVisible();
  const search = page.getByRole("search", { name: "Find the piece to book" });
  await search.getByLabel("Piece (name)").fill(title);
  await search.getByRole("button", { name: "Find piece" }).click();
  await page.getByRole("link", { name: new RegExp(`^Book ${title}`) }).click();

  await expect(page.getByLabel("Pickup day")).toHaveValue(today);
  await page.getByLabel("Return day").fill(addDays(today, 2));
  await page.getByLabel("Her name").fill("Zoya Ahmed");
  await page.getByLabel("Phone", { exact: true }).fill("98713 22041");
  await page.getByLabel("She takes it now").check();
  const answer = await bookIt(page);
  expect(answer.status(), await answer.text()).toBe(201);
  const { reservation } = (await answer.json()) as { reservation: { number: string; bookingPath: string } };

  const done = page.getByTestId("owner-booking-done");
  await expect(done.getByRole("heading", { name: `${reservation.number} booked and picked up` })).toBeVisible();
  await expect(done.getByTestId("booking-link")).toHaveAttribute(
    "href",
    new RegExp(`${reservation.bookingPath.replace(/[.]/g, "\\.")}$`),
  );
  await expect(done.getByRole("link", { name: /^Send on WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919871322041\?text=/,
  );
  await expect(
    done.getByRole("heading", { name: `Charged ${rupees(RENT + DEPOSIT)} · Still due ${rupees(RENT + DEPOSIT)}` }),
  ).toBeVisible();
  await expect(done.getByTestId("booking-charges").getByRole("listitem")).toHaveText([
    new RegExp(`^Rent · booked\\s*${rupees(RENT)}$`),
    new RegExp(`^Deposit · booked\\s*${rupees(DEPOSIT)}$`),
  ]);

  // Her booking page opens from the link she is sent, showing the stay picked up.
  await page.goto(reservation.bookingPath);
  await expect(page.getByText(reservation.number).first()).toBeVisible();
});

test("a phone booking for delivery from the piece's calendar: the address asked for, then confirmed", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await ownerToken(request);
  const title = `Phone Lehenga ${Date.now()}`;
  const piece = await pieceOfItsOwn(request, token, {
    title,
    description: "A red lehenga for the wedding.",
    price: 9000,
    rent: RENT,
    deposit: DEPOSIT,
  });
  const from = addDays(indiaToday(), 12);

  await signIn(page, `/admin/reservations/piece/${piece.id}`);
  await page.getByRole("link", { name: `Book ${title} for a customer` }).click();
  await page.getByLabel("Pickup day").fill(from);
  await page.getByLabel("Return day").fill(addDays(from, 2));
  // Not today: she cannot take it now.
  await expect(page.getByLabel("She takes it now")).toHaveCount(0);
  await page.getByLabel("Her name").fill("Ananya Rao");
  await page.getByLabel("Phone", { exact: true }).fill("98713 22042");
  await page.getByRole("radio", { name: "Delivery" }).check();
  await page.getByText("A different rent").click();
  await page.getByLabel("Rent for the whole stay (₹)").fill("3000");
  await page.getByLabel("Reason (she sees it)").fill("Regular customer");

  // Without the address the server says so under the field, and nothing is booked.
  await page.getByLabel("Delivery address").fill("");
  const refused = await bookIt(page);
  expect(refused.status()).toBe(400);
  await expect(page.getByRole("alert").filter({ hasText: "Delivery needs an address" })).toContainText(
    "Delivery needs an address",
  );
  await expect(page.getByLabel("Delivery address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Delivery address")).toHaveAccessibleDescription(/Delivery needs an address/);

  await page.getByLabel("Delivery address").fill("C-4 Vasant Vihar, New Delhi 110057");
  const answer = await bookIt(page);
  expect(answer.status(), await answer.text()).toBe(201);
  const { reservation, order } = (await answer.json()) as {
    reservation: { number: string };
    order: { address: string };
  };
  expect(order.address).toBe("C-4 Vasant Vihar, New Delhi 110057");

  const done = page.getByTestId("owner-booking-done");
  await expect(done.getByRole("heading", { name: `${reservation.number} booked and confirmed` })).toBeVisible();
  await expect(done.getByTestId("booking-link")).toBeVisible();
  await expect(
    done.getByRole("heading", { name: `Charged ${rupees(3000 + DEPOSIT)} · Still due ${rupees(3000 + DEPOSIT)}` }),
  ).toBeVisible();
  await expect(done.getByTestId("booking-charges")).toContainText("Regular customer");
});
