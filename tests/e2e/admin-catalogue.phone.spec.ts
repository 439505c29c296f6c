// Issue #13 item 6 ("admin search"): on her phone, the owner finds one piece among many in
// two taps, edits it, pages through the list, and Back returns to her search.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { OWNER, signIn } from "./helpers";

const TARGET = "Tanzanite Mirrorwork Lehenga";
const MISSPELT = "tanzenite mirorwork";
const FILLERS = 30;
let targetId: string;

/**
 * The target first, then more newer pieces than a page holds: page 1 cannot show it. Once per
 * server (a worker started again after a failure runs beforeAll again).
 */
async function seed(request: APIRequestContext): Promise<string> {
  const existing = (await (await request.get("/api/collection/sarees?q=tanzanite&limit=10")).json()) as {
    _id: string;
    title: string;
  }[];
  const seeded = existing.find((i) => i.title === TARGET);
  if (seeded) return seeded._id;
  const login = await request.post("/api/auth/login", {
    data: OWNER,
    headers: { "x-forwarded-for": `10.79.${Math.floor(Math.random() * 250)}.1` },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const add = async (title: string, category: string, price: number) => {
    const res = await request.post("/api/collection", {
      headers,
      multipart: { category, title, description: "Added by the admin search spec.", price: String(price) },
    });
    if (!res.ok()) throw new Error(`seeding failed: ${res.status()} ${await res.text()}`);
    return (await res.json())._id as string;
  };
  const id = await add(TARGET, "sarees", 4200);
  for (let i = 1; i <= FILLERS; i++) await add(`Filler kurta ${String(i).padStart(2, "0")}`, "suit", 1000 + i);
  return id;
}

test.beforeAll(async ({ request }) => {
  targetId = await seed(request);
});

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Title words or item id" });
/** The pieces listed: the list's region is named by its heading ("31 pieces", "1 piece match …"). */
const pieces = (page: Page) => page.getByRole("region", { name: / (pieces?|products?)\b/ }).getByRole("listitem");
const row = (page: Page, title: string) => pieces(page).filter({ has: page.getByText(title, { exact: true }) });
const itemForm = (page: Page) => page.getByRole("form", { name: /^(Add|Edit) item$/ });

test("on a phone: a misspelt title finds the piece in two taps, Edit → new price → the list shows it; pages and Back work", async ({
  page,
}) => {
  await signIn(page, "/admin/collections");
  await expect(page.getByRole("heading", { level: 2, name: /^[\d,]+ pieces$/ })).toBeVisible();
  await expect(row(page, TARGET)).toHaveCount(0); // further back than page 1

  // Tap 1: the search box, in view without scrolling. Type, and the keyboard's Search key.
  await expect(searchBox(page)).toBeInViewport();
  await searchBox(page).tap();
  await page.keyboard.type(MISSPELT);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/collections\?q=tanzenite\+mirorwork&category=$/);
  await expect(page.getByRole("heading", { level: 2, name: `1 piece match “${MISSPELT}”` })).toBeVisible();
  const found = row(page, TARGET);
  await expect(found).toBeInViewport();
  await expect(found).toContainText("₹4,200");

  // Tap 2: Edit. The form (below the list on a phone) comes into view, its heading focused.
  await found
    .getByRole("button", { name: `Edit ${TARGET}` })
    .last()
    .tap();
  const heading = page.getByRole("heading", { name: "Edit item" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(itemForm(page).getByRole("textbox", { name: "Title", exact: true })).toHaveValue(TARGET);
  await itemForm(page).getByLabel("Price (₹)").fill("5150");
  await page.getByRole("button", { name: "Update" }).tap();
  await expect(page.getByRole("status").filter({ hasText: `Saved “${TARGET}”.` })).toBeVisible();
  // The same search, refreshed: the piece shows its new price, scrolled back into view.
  await expect(page).toHaveURL(/\?q=tanzenite\+mirorwork&category=$/);
  await expect(found.getByText("₹5,150")).toBeInViewport();
  await expect(found.getByText("Saved")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Add item" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  // A second search, then its page links.
  await searchBox(page).fill("filler");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\?q=filler&category=$/);
  await expect(page.getByRole("heading", { level: 2, name: `${FILLERS} pieces match “filler”` })).toBeVisible();
  await expect(page.getByText(`Page 1 of 2 · ${FILLERS} pieces`)).toBeVisible();
  const firstPage = await pieces(page).allTextContents();
  expect(firstPage).toHaveLength(24);
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).tap();
  await expect(page).toHaveURL(/\?q=filler&page=2$/);
  await expect(page.getByText(`Page 2 of 2 · ${FILLERS} pieces`)).toBeVisible();
  await expect(pieces(page)).toHaveCount(FILLERS - 24);
  expect(firstPage).not.toContain(await pieces(page).first().textContent());
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

  // Back: page 1 of that search, then the first search, its words still in the box.
  await page.goBack();
  await expect(page).toHaveURL(/\?q=filler&category=$/);
  await expect(page.getByText(`Page 1 of 2 · ${FILLERS} pieces`)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?q=tanzenite\+mirorwork&category=$/);
  await expect(searchBox(page)).toHaveValue(MISSPELT);
  await expect(row(page, TARGET)).toContainText("₹5,150");
});

test("on a phone: a pasted item id finds its piece; the whole list pages; a category filters it", async ({ page }) => {
  await signIn(page, "/admin/collections");
  await searchBox(page).fill(`  ${targetId} `);
  await searchBox(page).press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: /^1 piece match/ })).toBeVisible();
  await expect(pieces(page)).toHaveCount(1);
  await expect(row(page, TARGET)).toBeVisible();

  expect((await page.getByRole("link", { name: "Clear" }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.getByRole("link", { name: "Clear" }).tap();
  await expect(page).toHaveURL(/\/admin\/collections$/);
  await expect(searchBox(page)).toHaveValue("");
  await expect(row(page, TARGET)).toHaveCount(0);
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages.getByText(/^Page 1 of \d+ · [\d,]+ pieces$/)).toBeVisible();
  // Thumb-sized: the search form's button and the page links are 44 px tall at least.
  for (const target of [
    page.getByRole("search").getByRole("button", { name: "Search" }),
    ...(await pages.getByRole("link").all()),
  ]) {
    expect((await target.boundingBox())!.height, (await target.textContent()) ?? "").toBeGreaterThanOrEqual(44);
  }
  const firstPage = await pieces(page).allTextContents();
  await pages.getByRole("link", { name: "Next →" }).tap();
  await expect(page).toHaveURL(/\/admin\/collections\?page=2$/);
  await expect(pages.getByText(/^Page 2 of \d+/)).toBeVisible();
  expect(firstPage).not.toContain(await pieces(page).first().textContent());
  await pages.getByRole("link", { name: "← Previous" }).tap();
  await expect(page).toHaveURL(/\/admin\/collections$/);

  await page.getByRole("search").getByLabel("Category").selectOption("sarees");
  await page.getByRole("button", { name: "Search" }).tap();
  await expect(page).toHaveURL(/\?q=&category=sarees$/);
  await expect(page.getByRole("heading", { level: 2, name: /^\d+ pieces? in Party Wear Lehenga$/ })).toBeVisible();
  await expect(row(page, TARGET)).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    ),
  ).toEqual([]);
});

test("on a phone: a piece added while a search is shown appears first on page 1; deleting it refreshes the list", async ({
  page,
}) => {
  await signIn(page, "/admin/collections");
  const count = async () => Number((await page.locator("#items-heading").textContent())!.replace(/\D/g, ""));
  const before = await count();
  await searchBox(page).fill("filler");
  await searchBox(page).press("Enter");
  await page.getByRole("button", { name: "+ Add item" }).tap();
  await expect(page.getByRole("heading", { name: "Add item" })).toBeFocused();
  await expect(page.getByRole("heading", { name: "Add item" })).toBeInViewport();
  await itemForm(page).getByLabel("Category").selectOption("gown");
  await itemForm(page).getByRole("textbox", { name: "Title", exact: true }).fill("Opal Cape Gown");
  await itemForm(page).getByRole("textbox", { name: "Description", exact: true }).fill("A cape gown added on a phone.");
  await itemForm(page).getByLabel("Price (₹)").fill("3600");
  await page.getByRole("button", { name: "Add", exact: true }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Added “Opal Cape Gown”." })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/collections$/);
  await expect(pieces(page).first()).toContainText("Opal Cape Gown");
  await expect(row(page, "Opal Cape Gown")).toBeInViewport();
  await expect.poll(count).toBe(before + 1);

  await row(page, "Opal Cape Gown").getByRole("button", { name: "Delete Opal Cape Gown" }).tap();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "Deleted “Opal Cape Gown”." })).toBeVisible();
  await expect(row(page, "Opal Cape Gown")).toHaveCount(0);
  await expect.poll(count).toBe(before);
});

test("on a phone: the beauty manager searches and filters the same way", async ({ page }) => {
  await signIn(page, "/admin/beauty?category=soap");
  await expect(page.getByRole("heading", { level: 2, name: /^\d+ products? in Soap$/ })).toBeVisible();
  const title = (await pieces(page).first().locator("p").first().textContent())!;
  await searchBox(page).fill(title);
  await searchBox(page).press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^\\d+ products? match “`) })).toBeVisible();
  await expect(row(page, title)).toBeVisible();
});

test("on a phone: an edit made stale by another save offers the latest version, loaded into the form", async ({
  page,
  request,
}) => {
  await signIn(page, `/admin/collections?q=${targetId}`);
  await row(page, TARGET)
    .getByRole("button", { name: `Edit ${TARGET}` })
    .last()
    .tap();
  await itemForm(page).getByLabel("Fabric", { exact: true }).fill("Net");
  // Meanwhile, from another device: the description changes.
  const login = await request.post("/api/auth/login", { data: OWNER, headers: { "x-forwarded-for": "10.79.251.1" } });
  const changed = await request.put(`/api/collection/${targetId}`, {
    headers: { authorization: `Bearer ${(await login.json()).token}` },
    multipart: { category: "sarees", title: TARGET, description: "Changed on the laptop.", price: "5150" },
  });
  expect(changed.status()).toBe(200);
  await page.getByRole("button", { name: "Update" }).tap();
  await expect(itemForm(page).getByRole("alert")).toContainText("changed by someone else");
  await page.getByRole("button", { name: "Load the latest version" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "This is the latest version." })).toBeVisible();
  await expect(itemForm(page).getByRole("textbox", { name: "Description", exact: true })).toHaveValue(
    "Changed on the laptop.",
  );
  await expect(itemForm(page).getByLabel("Fabric", { exact: true })).toHaveValue("");
  await itemForm(page).getByLabel("Fabric", { exact: true }).fill("Net");
  await page.getByRole("button", { name: "Update" }).tap();
  await expect(page.getByRole("status").filter({ hasText: `Saved “${TARGET}”.` })).toBeVisible();
});
