// A reviewer's pass over the owner's screens on a 390px phone: the sign-in and change-password
// forms after a failed try, the hero screen's width, and reordering the hero slides.
import { expect, test } from "@playwright/test";
import { OWNER } from "./helpers";

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
