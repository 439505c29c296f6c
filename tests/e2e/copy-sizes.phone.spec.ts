import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { htmlConfig } from "./html-config";
import { ownerToken, PNG, signIn } from "./helpers";
import { addDays, dayButton, functionIn, longDay } from "./rental-helpers";

// Issue #28, item 6 on a phone: a piece whose copies are S, M and M asks her size before the
// days; the calendar then shows the days of her size (both M copies taken where S is free),
// and she reserves an M. The owner's card says which copy and its size.

async function sizedPiece(request: APIRequestContext, token: string) {
  const res = await request.post("/api/collection", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      category: "sarees",
      title: `Three Size Lehenga ${Date.now()}`,
      description: "A lehenga the shop holds in S and twice in M.",
      price: "6000",
      rentPrice: "4000",
      rentDays: "3",
      deposit: "4000",
      stock: "3",
      copySizes: "S, M, M",
      bufferBefore: "0",
      bufferAfter: "0",
      images: { name: "p.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const item = await res.json();
  return { id: item._id as string, title: item.title as string, path: `/collection/party-wear-lehenga/${item._id}` };
}

test("a piece with copies S, M, M asks her size, shows the M calendar and books an M", async ({ page, request }) => {
  test.setTimeout(240_000);
  const token = await ownerToken(request);
  const piece = await sizedPiece(request, token);
  // Both M copies are taken around one function day; the S is not.
  const taken = functionIn(24);
  for (const n of [1, 2]) {
    const res = await request.post("/api/reservations", {
      data: {
        productId: piece.id,
        from: taken.pickup,
        to: taken.ret,
        name: `Other bride ${n}`,
        phone: `98110 4587${n}`,
        size: "M",
      },
      headers: { "x-forwarded-for": `10.81.${n}.${Math.floor(Math.random() * 250)}` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto(piece.path);
  const panel = page.getByRole("region", { name: "Rent it for your function" });
  const sizes = panel.getByRole("group", { name: "Your size" });
  await expect(sizes.getByRole("radio")).toHaveCount(2);
  await expect(sizes.getByRole("radio", { name: "S" })).toBeVisible();
  // No calendar before her size: its days would be another size's.
  await expect(panel.getByRole("grid")).toHaveCount(0);
  const axe = await new AxeBuilder({ page })
    .include("#rent-by-date")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await sizes.getByText("M", { exact: true }).click();
  await expect(sizes.getByRole("radio", { name: "M" })).toBeChecked();
  await expect(panel.getByText(/^Days free in size M\./)).toBeVisible();
  const day = await dayButton(page, taken.event);
  await expect(day).toHaveAccessibleName(`${longDay(taken.event)}, booked`);

  // In S the same day is free; back in M it is booked again.
  await sizes.getByText("S", { exact: true }).click();
  await expect(page.locator(`button[data-day="${taken.event}"]`)).toHaveAccessibleName(`${longDay(taken.event)}, free`);
  await sizes.getByText("M", { exact: true }).click();
  await expect(page.locator(`button[data-day="${taken.event}"]`)).toHaveAccessibleName(
    `${longDay(taken.event)}, booked`,
  );

  // She books an M a week later.
  const later = addDays(taken.event, 7);
  await (await dayButton(page, later)).click();
  await expect(panel.getByLabel(/Your size/).and(page.getByRole("textbox"))).toHaveCount(0); // no free-text size: she chose one
  await panel.getByRole("button", { name: "Reserve now" }).click();
  const form = panel.getByRole("form", { name: "Reserve these dates" });
  await form.getByLabel(/^Name/).fill("Meher Sethi");
  await form.getByLabel(/^Phone/).fill("98715 40061");
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/reservations"));
  await form.getByRole("button", { name: "Send reservation" }).click();
  const res = await answer;
  expect(res.status()).toBe(201);
  const { reservation } = await res.json();
  expect(reservation).toMatchObject({ size: "M", unitSize: "M" });
  expect([2, 3]).toContain(reservation.unit);
  await expect(panel.getByTestId("reservation-number")).toHaveText(reservation.number);

  // The owner's card names the copy and its size.
  await signIn(page, `/admin/reservations?q=${reservation.number}`);
  const card = page.getByRole("article", { name: new RegExp(`^${reservation.number} `) });
  await expect(card.getByTestId("copy-size")).toHaveText(`· copy ${reservation.unit}, size M`);

  // The piece calendar lists the copies' sizes and marks her booking with its copy's size.
  const calendar = `/admin/reservations/piece/${piece.id}?month=${later.slice(0, 7)}`;
  await page.goto(calendar);
  await expect(page.getByText(/^3 copies, sizes S, M, M · held/)).toBeVisible();
  await expect(
    page
      .getByRole("table")
      .locator("li", { hasText: `${reservation.number} · M` })
      .first(),
  ).toBeVisible();
  const report = await new HtmlValidate(htmlConfig).validateString(
    await (await page.request.get(calendar)).text(),
    calendar,
  );
  expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
});
