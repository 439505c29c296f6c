// A reviewer's pass over the owner's screens on a 390px phone: the sign-in and change-password
// forms after a failed try, the hero screen's width, and reordering the hero slides.
import { expect, test, type Page } from "@playwright/test";
import { OWNER, signIn, SAME_ON_ANY_DATABASE } from "./helpers";

/**
 * No sideways panning at the width asked for. On a phone (isMobile) a too-wide page also zooms
 * out, which widens innerWidth to the page: so innerWidth must still be the viewport's width.
 * `wider` names the elements that reach past it, for the failure message.
 */
const widths = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    wider: [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`),
  }));

test("a wrong password keeps the email, clears and focuses the password, and says why", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  const email = page.getByLabel("Email");
  const password = page.getByLabel("Password");
  await email.fill(OWNER.email);
  await password.fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("❌ Invalid credentials!")).toBeVisible();
  await expect(email).toHaveValue(OWNER.email);
  await expect(page.locator("#login-error")).toHaveRole("alert");
  await expect(page.locator("#login-error")).toHaveText("❌ Invalid credentials!");
  await expect(password).toHaveValue("");
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription("❌ Invalid credentials!");
  // Only the password needs typing again.
  await password.fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Login successful!")).toBeVisible();
  await page.waitForURL("**/admin");
});

test("change password: each try shows its own problem on its own field, in the shop's words", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "/change-password");
  const oldPassword = page.getByLabel("Old password");
  const newPassword = page.getByLabel("New password");
  const submit = page.getByRole("button", { name: "Change password" });

  await oldPassword.fill("not-the-old-one");
  await newPassword.fill("a-fresh-garden-path-42");
  await submit.click();
  await expect(oldPassword).toHaveAccessibleDescription(/Old password is incorrect/);

  // The right old password and a too-short new one: the browser's tooltip used to block this
  // submit, leaving the stale "Old password is incorrect." on screen.
  await oldPassword.fill(OWNER.password);
  await newPassword.fill("short");
  await submit.click();
  await expect(page.getByText("The new password needs at least 8 characters.", { exact: true })).toBeVisible();
  await expect(page.getByText("Old password is incorrect.")).toHaveCount(0);
  await expect(oldPassword).not.toHaveAttribute("aria-invalid", "true");
  await expect(newPassword).toHaveAttribute("aria-invalid", "true");
  await expect(newPassword).toHaveAccessibleDescription(/The new password needs at least 8 characters/);
  await expect(newPassword).toBeFocused();
  await expect(page.getByRole("status")).toHaveText("❌ Please check the highlighted field.");

  // An empty field is named in the page too, not only in a tooltip.
  await oldPassword.fill("");
  await newPassword.fill("a-fresh-garden-path-42");
  await submit.click();
  await expect(oldPassword).toHaveAccessibleDescription(/Old password is required/);
  await expect(oldPassword).toBeFocused();
  await expect(newPassword).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("The new password needs at least 8 characters.")).toHaveCount(0);
});

test(
  "no admin screen pans sideways at 320 or 390px, and the hero's buttons are all on screen",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    // A long unbroken name, e-mail and subject, as people type them (they
    // widened Orders and Messages to 367 px on a 320 px phone).
    const long = "Venkatanarasimharajuvaripetasubrahmanyam";
    const items = await (await page.request.get("/api/collection/suit")).json();
    expect(
      (
        await page.request.post("/api/orders", {
          data: { productId: items[0]._id, userName: long, userPhone: "9811045872" },
        })
      ).status(),
    ).toBe(201);
    const message = {
      name: long,
      email: `${long.toLowerCase()}@example.com`,
      subject: `${long}Fitting`,
      message: `${long}${long}`,
    };
    expect(
      (
        await page.request.post("/api/contact", { data: message, headers: { "x-forwarded-for": "10.94.0.16" } })
      ).status(),
    ).toBe(201);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "/admin/hero");
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/admin/hero");
      await expect(page.getByRole("heading", { name: "Hero Section", level: 1 })).toBeVisible();
      expect(await widths(page), `/admin/hero at ${width}px`).toEqual({
        scrollWidth: width,
        innerWidth: width,
        wider: [],
      });
      const buttons = page.getByRole("region", { name: "Hero slides in display order" }).getByRole("button");
      expect(await buttons.count()).toBeGreaterThanOrEqual(4);
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!;
        expect(box.x, (await button.textContent()) ?? "").toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
    }
    // The other screens too (at 320px the collections list was 336px wide: a long title).
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of [
        "/admin",
        "/admin/today",
        "/admin/reservations",
        "/admin/reservations/piece",
        "/admin/collections",
        "/admin/beauty",
        "/admin/orders",
        "/admin/messages",
        "/change-password",
      ]) {
        await page.goto(path);
        await expect(page.locator("h1").first()).toBeVisible();
        expect(await widths(page), `${path} at ${width}px`).toEqual({
          scrollWidth: width,
          innerWidth: width,
          wider: [],
        });
      }
    }
  },
);

test("the owner reorders the hero slides with Move up/down, by touch and keyboard, and the home page follows", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const titles = ((await (await request.get("/api/hero")).json()) as { title: string }[]).map((s) => s.title);
  expect(titles.length).toBeGreaterThanOrEqual(3);
  const [a, b, c] = titles as [string, string, string];
  await signIn(page, "/admin/hero");
  // A click before React has hydrated the list would do nothing (but still focus the button).
  await page.waitForLoadState("networkidle");
  const list = page.getByRole("region", { name: "Hero slides in display order" }).getByRole("listitem");
  const order = () => list.locator("[data-title]").allTextContents();
  expect((await order()).slice(0, 3)).toEqual([a, b, c]);
  await expect(page.getByRole("button", { name: `Move “${a}” up` })).toBeDisabled();

  await page.getByRole("button", { name: `Move “${a}” down` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Moved “${a}” down` })).toBeVisible();
  expect((await order()).slice(0, 3)).toEqual([b, a, c]);
  await expect(page.getByRole("button", { name: `Move “${a}” down` })).toBeFocused();

  // The keyboard: Enter on the focused button moves the same slide again, and the cursor stays with it.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Moved “${a}” down: now 3` })).toBeVisible();
  expect((await order()).slice(0, 3)).toEqual([b, c, a]);
  await expect(
    page.getByRole("button", { name: new RegExp(`^Move “${a}” (down|up)$`) }).and(page.locator(":focus")),
  ).toHaveCount(1);

  // Saved: a reload and the home page's carousel show the new order.
  await page.reload();
  expect((await order()).slice(0, 3)).toEqual([b, c, a]);
  const slides = (await (await request.get("/api/hero")).json()) as { title: string }[];
  expect(slides.map((s) => s.title).slice(0, 3)).toEqual([b, c, a]);
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Highlights" }).locator('[aria-roledescription="slide"]');
  await expect(carousel.nth(0).getByRole("heading", { includeHidden: true })).toHaveText(b);
  await expect(carousel.nth(1).getByRole("heading", { includeHidden: true })).toHaveText(c);

  // Back as it was, for the other specs.
  await page.goto("/admin/hero");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: `Move “${a}” up` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Moved “${a}” up: now 2` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Move “${a}” up` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Moved “${a}” up: now 1` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Move “${a}” down` })).toBeFocused();
  expect((await order()).slice(0, 3)).toEqual([a, b, c]);
});
