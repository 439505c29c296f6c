import { expect, test } from "@playwright/test";
import { dayButton, formatDay, functionIn, LONG, rentablePiece, reserveAsSomeoneElse } from "./rental-helpers";

// A taken function date offered no way forward ("This piece is not free…"
// with the buttons off). The panel now offers the piece's nearest free stays at once, and
// other pieces of the same collection free for those days, opening with the days chosen.

test("a taken function date offers the nearest free stays and other pieces of its kind free that day", async ({
  page,
  request,
}) => {
  const piece = await rentablePiece(request, "suit", "suits", 2);
  const { event, pickup, ret } = functionIn(150);
  await reserveAsSomeoneElse(request, piece.id, pickup, ret);

  await page.goto(piece.path);
  await (await dayButton(page, event)).click();
  const panel = page.getByRole("region", { name: "Rent it for your function" });
  await expect(panel.getByRole("alert").filter({ hasText: "not free on all of these days" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Add to cart with these dates" })).toBeDisabled();

  const ways = panel.getByTestId("stay-alternatives");
  const days = ways.getByRole("region", { name: "Nearest free days for this piece" });
  const offers = days.getByRole("button", { name: /^Use / });
  await expect(offers.first()).toBeVisible();
  // Each says how far it moves the stay: other days may miss the function.
  await expect(offers.first()).toHaveText(
    /^Use \w{3}, \d{1,2} \w{3} – \w{3}, \d{1,2} \w{3} \(\d+ days? (earlier|later)\)$/,
  );

  const others = ways.getByRole("region", { name: "Free for these days, from the same collection" }).getByRole("link");
  await expect(others.first()).toBeVisible();
  expect(await others.count()).toBeLessThanOrEqual(4);
  for (const href of await others.evaluateAll((links) => links.map((a) => a.getAttribute("href")!))) {
    expect(href).toMatch(new RegExp(`^/collection/suits/[^/?]+\\?from=${pickup}&to=${ret}$`));
    expect(href).not.toContain(piece.id);
  }
  const other = { title: (await others.first().textContent())!, href: (await others.first().getAttribute("href"))! };

  // One tap takes the nearest free stay: the panel can book it.
  await offers.first().click();
  await expect(panel.getByTestId("pickup-day")).not.toHaveText(formatDay(pickup, LONG));
  await expect(panel.getByRole("button", { name: "Add to cart with these dates" })).toBeEnabled();
  await expect(panel.getByTestId("stay-alternatives")).toHaveCount(0);
  await expect(page).not.toHaveURL(new RegExp(`from=${pickup}&`));

  // Another piece opens with the same days chosen, free to book.
  await page.goto(`${piece.path}?from=${pickup}&to=${ret}`);
  await panel.getByTestId("stay-alternatives").getByRole("link", { name: other.title }).click();
  await expect(page).toHaveURL(new RegExp(`${other.href.replace(/[?]/g, "\\?")}$`));
  const next = page.getByRole("region", { name: "Rent it for your function" });
  await expect(next.getByTestId("pickup-day")).toHaveText(formatDay(pickup, LONG));
  await expect(next.getByTestId("return-day")).toHaveText(formatDay(ret, LONG));
  await expect(next.getByRole("button", { name: "Add to cart with these dates" })).toBeEnabled();
});
