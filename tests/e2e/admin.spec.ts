import { expect, test } from "@playwright/test";
import path from "node:path";
import { OWNER, signIn, SAME_ON_ANY_DATABASE } from "./helpers";

test(
  "the admin area, /admin/hero included, sends visitors to sign in",
  SAME_ON_ANY_DATABASE,
  async ({ page, request }) => {
    for (const path of ["/admin", "/admin/hero", "/admin/orders"]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?callbackUrl=${encodeURIComponent(path).replace(/%/g, "%")}`));
    }
    const api = await request.get("/api/orders");
    expect(api.status()).toBe(401);
  },
);

test("a wrong password shows the spec's message", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("❌ Invalid credentials!")).toBeVisible();
});

test("on a phone, the owner adds an item with two photos, edits it and deletes it, and the shop follows", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, "/admin/collections");
  await expect(page.getByRole("heading", { name: "Collections", level: 1 })).toBeVisible();
  // The item form, not the search above the list (which also has a Category).
  const form = page.getByRole("form", { name: /^(Add|Edit) item$/ });

  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Please fill all required fields!")).toBeVisible();

  await form.getByLabel("Category").selectOption("gown");
  await form.getByRole("textbox", { name: "Title", exact: true }).fill("Midnight Velvet Test Gown");
  await form
    .getByRole("textbox", { name: "Description", exact: true })
    .fill("A velvet gown with a sweeping trail, added by the e2e test.");
  await form.getByLabel("Price (₹)").fill("3100");
  await form.getByLabel("Fabric", { exact: true }).fill("Velvet");
  await form
    .getByLabel("Add images")
    .setInputFiles([
      path.join(process.cwd(), "public/images/catalogue/gown-wine.webp"),
      path.join(process.cwd(), "public/images/catalogue/gown-royal.webp"),
    ]);
  await expect(page.getByRole("img", { name: /^Image [12]$/ })).toHaveCount(2);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Added “Midnight Velvet Test Gown”.")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto("/collection/gowns");
  await expect(page.getByRole("heading", { name: "Midnight Velvet Test Gown" })).toBeVisible();
  const img = page.locator("article").filter({ hasText: "Midnight Velvet Test Gown" }).locator("img");
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveJSProperty("complete", true);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole("link", { name: /Midnight Velvet Test Gown/ }).click();
  await expect(page.getByRole("dialog").getByRole("button", { name: /^Show image/ })).toHaveCount(2);

  await page.goto("/admin/collections");
  await page.getByRole("button", { name: "Edit Midnight Velvet Test Gown" }).first().click();
  await expect(page.getByRole("heading", { name: "Edit item" })).toBeVisible();
  await form.getByRole("textbox", { name: "Title", exact: true }).fill("Midnight Velvet Gown (edited)");
  await form.getByLabel("Price (₹)").fill("2900");
  await page.getByRole("button", { name: "Remove image 2" }).click();
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Saved “Midnight Velvet Gown (edited)”.")).toBeVisible();

  await page.goto("/collection/gowns");
  const card = page.locator("article").filter({ hasText: "Midnight Velvet Gown (edited)" });
  await expect(card.getByText("₹2,900")).toBeVisible();
  await card.getByRole("link").click();
  await expect(page.getByRole("dialog").getByRole("button", { name: /^Show image/ })).toHaveCount(0);

  await page.goto("/admin/collections");
  const del = page.getByRole("button", { name: "Delete Midnight Velvet Gown (edited)" });
  // Escape keeps the piece, and focus comes back to its Delete button
  await del.click();
  await expect(
    page.getByRole("dialog").getByText("Are you sure you want to delete “Midnight Velvet Gown (edited)”?"),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(del).toBeFocused();
  await del.click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  // the row is gone: focus waits on the outcome, not on the page's body
  const outcome = page.getByRole("status").filter({ hasText: "Deleted “Midnight Velvet Gown (edited)”." });
  await expect(outcome).toBeVisible();
  await expect(outcome).toBeFocused();
  await page.goto("/collection/gowns");
  await expect(page.getByRole("heading", { name: /Midnight Velvet/ })).toHaveCount(0);
});

test("on a phone, the owner changes an order's status, deletes it and logs out", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const items = await (await page.request.get("/api/collection/suit")).json();
  const placed = await page.request.post("/api/orders", {
    data: { productId: items[0]._id, userName: "Kavya Status", userPhone: "9811045872" },
  });
  expect(placed.status()).toBe(201);

  await signIn(page);
  await page.getByRole("button", { name: "Open admin menu" }).click();
  const menu = page.getByRole("dialog", { name: "Admin menu" });
  for (const name of ["Hero Section", "Collections", "Beauty Care", "Orders", "Messages", "Logout"]) {
    await expect(menu.getByRole(name === "Logout" ? "button" : "link", { name })).toBeVisible();
  }
  await menu.getByRole("link", { name: "Orders" }).click();
  const order = page.getByRole("listitem").filter({ hasText: "Kavya Status" });
  await expect(order.getByTestId("order-status")).toHaveText("Pending");
  await order.getByLabel("Status").selectOption("Delivered");
  await expect(page.getByText("Order from Kavya Status is now delivered.")).toBeVisible();
  await expect(order.getByTestId("order-status")).toHaveText("Delivered");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await order.getByRole("button", { name: "Delete order from Kavya Status" }).click();
  await expect(
    page.getByRole("dialog").getByText(/^Are you sure you want to delete the order from Kavya Status \(₹[\d,]+\)\?$/),
  ).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Order deleted.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Kavya Status" })).toHaveCount(0);

  await page.getByRole("button", { name: "Open admin menu" }).click();
  await page.getByRole("dialog", { name: "Admin menu" }).getByRole("button", { name: "Logout" }).click();
  await page.waitForURL("**/login");
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/login/);
});

test("Logout ends only this browser's session; Sign out everywhere ends the others too", async ({ browser }) => {
  const [laptop, phone] = [await browser.newContext(), await browser.newContext()];
  const [a, b] = [await laptop.newPage(), await phone.newPage()];
  await signIn(a);
  await signIn(b);

  await a.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "Logout" }).click();
  await a.waitForURL("**/login");
  await b.goto("/admin");
  await expect(b.getByRole("heading", { name: "Welcome back" })).toBeVisible();

  await signIn(a);
  // Admin screens left open on the laptop, one for each screen it will try to open next.
  const targets = [
    ["Today", "/admin/today"],
    ["Reservations", "/admin/reservations"],
    ["Money", "/admin/money"],
    ["Hero Section", "/admin/hero"],
    ["Collections", "/admin/collections"],
    ["Beauty Care", "/admin/beauty"],
    ["Orders", "/admin/orders"],
    ["Messages", "/admin/messages"],
  ] as const;
  const open = await Promise.all(targets.map(() => laptop.newPage()));
  await Promise.all(open.map((p) => p.goto("/admin")));
  const reservations = await laptop.newPage();
  await reservations.goto("/admin/reservations");
  // the piece picker, and one piece's calendar opened from it
  const picker = await laptop.newPage();
  await picker.goto("/admin/reservations/piece");
  const calendar = await laptop.newPage();
  await calendar.goto("/admin/reservations/piece");
  const firstPiece = calendar.getByRole("main").getByRole("listitem").getByRole("link").first();
  const piecePath = (await firstPiece.getAttribute("href"))!;
  await firstPiece.click();
  await calendar.waitForURL((url) => url.pathname === piecePath);
  await b.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "Sign out everywhere" }).click();
  await b.waitForURL("**/login");
  // The laptop's fresh session ended too. A screen it still shows cannot open another: each
  // page checks the session itself, not only the layout they share (which a navigation inside
  // the admin area does not render again). Signing in again leads back to the screen asked for.
  const toSignIn = (path: string) => (url: URL) =>
    url.pathname === "/login" && url.searchParams.get("callbackUrl") === path;
  for (const [i, [name, path]] of targets.entries()) {
    await open[i]!.getByRole("navigation", { name: "Admin" }).getByRole("link", { name, exact: true }).click();
    await open[i]!.waitForURL(toSignIn(path));
  }
  await reservations.getByRole("navigation", { name: "Lists" }).getByRole("link", { name: "Blocked days" }).click();
  await reservations.waitForURL(toSignIn("/admin/reservations?kind=block"));
  await expect(reservations.getByRole("heading", { name: "Reservations" })).toHaveCount(0);
  await picker.getByRole("main").locator(`a[href="${piecePath}"]`).click();
  await picker.waitForURL(toSignIn(piecePath));
  await calendar.getByRole("link", { name: "← All piece calendars" }).click();
  await calendar.waitForURL(toSignIn("/admin/reservations/piece"));
  // Its next admin page or API call asks it to sign in.
  expect((await a.request.get("/api/messages")).status()).toBe(401);
  // A full load of a page too (the layout, not only the page, finds the session ended): back to it after signing in.
  await a.goto("/admin/orders?status=Pending");
  await a.waitForURL(toSignIn("/admin/orders?status=Pending"));
  await Promise.all([laptop.close(), phone.close()]);
});

test("the dashboard shows the last backup, takes one now and downloads it (PostgreSQL: says where backups come from)", async ({
  page,
}) => {
  await signIn(page);
  const panel = page.getByRole("region", { name: "Backups" });
  if (process.env.E2E_DATABASE_URL) {
    await expect(panel).toContainText("This shop runs on PostgreSQL");
    const res = await page.request.post("/api/backups");
    expect(res.status()).toBe(409);
    expect((await res.json()).message).toMatch(/pg_dump/);
    return;
  }
  await panel.getByRole("button", { name: "Back up now" }).click();
  await expect(panel.getByRole("status")).toHaveText("Backup taken.");
  await expect(panel.getByTestId("last-backup")).toContainText("Last backup: just now");
  const href = await panel.getByRole("link", { name: "Download backup" }).getAttribute("href");
  expect(href).toMatch(/^\/api\/backups\/backup-\d{8}-\d{6}-\d{3}Z-manual\.tar\.gz$/);
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="backup-/);
  // A fresh backup: no warning that the newest is old.
  await page.reload();
  await expect(panel.getByRole("alert")).toHaveCount(0);
  await expect(panel.getByTestId("last-backup")).toContainText("Last backup:");
});

test("on a phone, the owner finds an order by phone number and by status, and pages through", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const items = await (await page.request.get("/api/collection/suit")).json();
  const placed = await page.request.post("/api/orders", {
    data: { productId: items[0]._id, userName: "Findable Farida", userPhone: "98765 43210" },
  });
  expect(placed.status()).toBe(201);
  await signIn(page, "/admin/orders");
  await page.getByRole("searchbox", { name: "Name, phone or order id" }).fill("98765 43210");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/q=98765/);
  await expect(page.getByRole("listitem").filter({ hasText: "Findable Farida" })).toHaveCount(1);
  await expect(page.getByText(/Page 1 of 1 · 1 order$/)).toBeVisible();
  await page.getByRole("search").getByLabel("Status").selectOption("Delivered");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("No orders match these filters.")).toBeVisible();
  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("Messages shows India time, as Orders does, whatever the server's zone", async ({ page, request }) => {
  const sent = await request.post("/api/contact", {
    data: { name: "Time Zone Tara", email: "tara@example.com", subject: "Fitting time", message: "When can I come?" },
    headers: { "x-forwarded-for": "10.93.0.1" },
  });
  expect(sent.status()).toBe(201);
  await signIn(page, "/admin/messages?q=Tara");
  const item = page
    .getByRole("region", { name: "From the contact form" })
    .getByRole("listitem")
    .filter({ hasText: "Time Zone Tara" });
  const api = await (await page.request.get("/api/messages?q=Tara")).json();
  const createdAt: string = api.messages[0].createdAt;
  const india = new Date(createdAt).toLocaleString("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  });
  const utc = new Date(createdAt).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  await expect(item).toContainText(india);
  expect(india).not.toBe(utc); // India is UTC+05:30: the two always differ
});
