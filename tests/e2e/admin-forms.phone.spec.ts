// A reviewer's pass over the owner's screens on a 390px phone: the sign-in and change-password
// forms after a failed try, the hero screen's width, and reordering the hero slides.
import { expect, test } from "@playwright/test";
import { OWNER, signIn } from "./helpers";

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
