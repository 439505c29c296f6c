import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { ownerToken, signIn } from "./helpers";
import { addDays, indiaToday, pieceOfItsOwn, rupees } from "./rental-helpers";

// The books on phones: she is paid up by UPI, cancels in time from her booking page, and both
// sides say the shop owes her the money; the owner refunds it in two parts from the card, a
// reference typed twice is caught, and her page shows each line of her account.

const RENT = 2950;
const DEPOSIT = 2950;
const PAID = RENT + DEPOSIT;

const ip = () => `10.82.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const card = (scope: Page | Locator, number: string) => scope.getByRole("article", { name: new RegExp(`^${number} `) });

async function ownerPhone(browser: Browser, use: object): Promise<Page> {
  const page = await (await browser.newContext(use)).newPage();
  await signIn(page, "/admin/today");
  return page;
}

test("paid, cancelled in time: refund due on both sides, refunded in two parts, a reused reference caught", async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(240_000);
  const token = await ownerToken(request);
  const piece = await pieceOfItsOwn(request, token, {
    title: `Sangeet Lehenga ${Date.now()}`,
    description: "A pink lehenga for the sangeet.",
    price: 9000,
    rent: RENT,
    deposit: DEPOSIT,
  });
  const from = addDays(indiaToday(), 20);
  const book = async (to: string) => {
    const res = await request.post("/api/reservations", {
      data: { productId: piece.id, from, to, name: "Simran Kaur", phone: "98715 40072" },
      headers: { "x-forwarded-for": ip() },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).reservation as { id: string; number: string; bookingPath: string };
  };
  const booking = await book(addDays(from, 2));
  const reference = `UTR ${Date.now()}`;

  // The owner sees what is due on the card, records her UPI payment with the amount filled in.
  const owner = await ownerPhone(browser, info.project.use);
  await owner.goto(`/admin/reservations?q=${booking.number}`);
  const mine = card(owner, booking.number);
  await expect(mine.getByTestId("booking-balance")).toHaveText(`Still due ${rupees(PAID)}`);
  await mine.getByText("Record a payment").click();
  await expect(mine.getByLabel("Amount (₹)")).toHaveValue(String(PAID));
  await mine.getByLabel("Paid by").selectOption("upi");
  await mine.getByLabel("Reference (optional)").fill(reference);
  await mine.getByRole("button", { name: "Record payment" }).click();
  await expect(owner.getByTestId("reservation-notice")).toContainText(
    `${booking.number}: ${rupees(PAID)} by UPI recorded`,
  );
  await expect(mine.getByTestId("booking-balance")).toHaveText("Paid in full");

  // She cancels from her booking page, in time: her page says the shop owes her all of it.
  await page.goto(booking.bookingPath);
  await page.getByRole("button", { name: `Cancel ${booking.number}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Cancelled: ${booking.number}` })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("booking-refund-due")).toHaveText(rupees(PAID));
  await expect(page.getByText(`The shop owes you ${rupees(PAID)}.`)).toBeVisible();
  // Owed back, not asked for: no "still due", no UPI link.
  await expect(page.getByTestId("booking-due")).toHaveCount(0);
  await expect(page.getByTestId("upi-pay")).toHaveCount(0);

  // The owner's card says the same, and refunds it in two parts.
  await owner.goto(`/admin/reservations?q=${booking.number}`);
  await expect(mine.getByTestId("booking-balance")).toHaveText(`To refund ${rupees(PAID)}`);
  const refund = mine.getByTestId("refund-form");
  await refund.getByLabel("Amount to refund (₹)").fill("5000");
  await refund.getByLabel("Refunded by").selectOption("upi");
  await refund.getByRole("button", { name: `Record refund of ${rupees(5000)} for ${booking.number}` }).click();
  await expect(owner.getByTestId("reservation-notice")).toContainText(`${rupees(PAID - 5000)} still to refund`);
  await expect(mine.getByTestId("booking-balance")).toHaveText(`To refund ${rupees(PAID - 5000)}`);
  await mine.getByTestId("refund-form").getByLabel("Refunded by").selectOption("cash");
  await mine
    .getByTestId("refund-form")
    .getByRole("button", { name: `Record refund of ${rupees(PAID - 5000)} for ${booking.number}` })
    .click();
  await expect(mine.getByTestId("booking-balance")).not.toHaveText(/To refund/);
  await expect(mine.getByTestId("refund-form")).toHaveCount(0);

  // A second booking's payment with the same UTR is caught, naming the first; she can still record it.
  const again = await book(addDays(from, 1));
  await owner.goto(`/admin/reservations?q=${again.number}`);
  const other = card(owner, again.number);
  await other.getByText("Record a payment").click();
  await other.getByLabel("Paid by").selectOption("upi");
  await other.getByLabel("Reference (optional)").fill(reference);
  await other.getByRole("button", { name: "Record payment" }).click();
  await expect(other.getByRole("alert")).toContainText(booking.number);
  await other.getByRole("button", { name: /^Record it anyway/ }).click();
  await expect(owner.getByTestId("reservation-notice")).toContainText(`${again.number}: `);
  await expect(other.getByTestId("booking-balance")).toHaveText("Paid in full");

  // Her page: nothing owed either way, everything refunded, and each line of her account.
  await page.goto(booking.bookingPath);
  await expect(page.getByTestId("booking-refund-due")).toHaveCount(0);
  await expect(page.getByTestId("booking-due")).toHaveText(rupees(0));
  await expect(page.getByTestId("booking-refunded")).toHaveText(rupees(PAID));
  const account = page.getByTestId("booking-account");
  await expect(account.getByTestId("account-entry")).toHaveCount(7); // rent, deposit, payment, rent back, deposit back, two refunds
});
