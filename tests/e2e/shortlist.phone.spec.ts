import AxeBuilder from "@axe-core/playwright";
import { devices, expect, test, type Page } from "@playwright/test";
import { ownerToken, PNG, SAME_ON_ANY_DATABASE } from "./helpers";

// "My shortlist" on a phone, without an account: she hearts three pieces, shares the list on
// WhatsApp, and a family member who opens the link on another phone votes; she sees the vote.

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test(
  "hearts three pieces, shares the list, and sees the family's vote",
  SAME_ON_ANY_DATABASE,
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    // WhatsApp is not reached from the test machine: its page is answered here.
    await page
      .context()
      .route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp", contentType: "text/plain" }));

    await page.goto("/collection/designer-sarees");
    const hearts = page.getByRole("button", { name: /to my shortlist$/ });
    await expect(hearts.first()).toBeVisible();
    const titles: string[] = [];
    for (let i = 0; i < 3; i++) {
      const heart = hearts.nth(0); // a pressed heart's name changes to "Remove …", so the next is first
      const title = (await heart.getAttribute("aria-label"))!.replace(/^Add (.*) to my shortlist$/, "$1");
      titles.push(title);
      await heart.focus();
      await page.keyboard.press("Enter");
      const pressed = page.getByRole("button", { name: `Remove ${title} from my shortlist` });
      await expect(pressed).toHaveAttribute("aria-pressed", "true");
    }
    await expect(page.getByRole("status").filter({ hasText: `${titles[2]} is on your shortlist.` })).toBeAttached();

    await page.goto("/shortlist");
    const list = page.getByRole("region", { name: /Wedding/ });
    await expect(list.getByTestId("shortlist-piece")).toHaveCount(3);
    for (const title of titles) await expect(list.getByRole("link", { name: title })).toBeVisible();
    await list.getByLabel("Day of the event").fill("2027-02-14");
    // Check these dates: every piece on the day, free or booked (with what else is free).
    await list.getByRole("button", { name: "Check these dates" }).click();
    const checked = list.getByTestId("date-check").getByRole("listitem");
    await expect(checked).toHaveCount(3);
    for (const item of await checked.all())
      await expect(item).toHaveText(/(free|already booked) on Sun, 14 Feb, 2027\./);
    expect(await axeViolations(page)).toEqual([]);
    await expect(list.getByRole("link", { name: "Book a try-on" })).toHaveAttribute(
      "href",
      /^\/try-on\?pieces=[^,]+,[^,]+,[^,]+&from=2027-02-14&to=2027-02-14$/,
    );

    const whatsapp = page.context().waitForEvent("page");
    await list.getByRole("button", { name: /Share on WhatsApp/ }).click();
    const sent = await whatsapp;
    const text = decodeURIComponent(new URL(sent.url()).searchParams.get("text") ?? "");
    await sent.close();
    const link = await list.getByTestId("shared-link").getAttribute("href");
    expect(link).toMatch(/^\/shortlist\/s\.[^/]+$/);
    expect(text).toContain(`/shortlist/${link!.split("/").pop()}`);
    expect(text).toMatch(/Wedding/);

    // Another phone, another browser: the family member.
    const family = await browser.newContext({ ...devices["Pixel 7"] });
    try {
      const other = await family.newPage();
      const res = await other.goto(link!);
      expect(res!.status()).toBe(200);
      expect(res!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      expect(res!.headers()["cache-control"]).toMatch(/private/);
      expect(res!.headers()["cache-control"]).toMatch(/no-store/);
      await expect(other.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(other.getByRole("heading", { level: 1 })).toHaveText("Shortlist for the Wedding");
      await expect(other.getByTestId("vote-piece")).toHaveCount(3);
      expect(await axeViolations(other)).toEqual([]);
      await other.getByRole("button", { name: `Vote 👍 for ${titles[0]}` }).click();
      await expect(other.getByRole("status").filter({ hasText: "Write your first name first" })).toBeVisible();
      await other.getByLabel("Your first name").fill("Meena");
      const piece = other.getByTestId("vote-piece").filter({ hasText: titles[0]! });
      await piece.getByLabel("A short note (optional)").fill("The colour suits you");
      await piece.getByRole("button", { name: `Vote 👍 for ${titles[0]}` }).click();
      await expect(other.getByText(`Your vote on ${titles[0]} is saved.`)).toBeVisible();
      await expect(piece.getByTestId("votes")).toContainText("Meena: The colour suits you");
      await expect(piece.getByRole("button", { name: `Vote 👍 for ${titles[0]}` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );

      // A changed mind replaces the vote; the name is remembered.
      await other.reload();
      await expect(other.getByLabel("Your first name")).toHaveValue("Meena");
      const again = other.getByTestId("vote-piece").filter({ hasText: titles[0]! });
      await again.getByRole("button", { name: `Vote 👎 for ${titles[0]}` }).click();
      await expect(again.getByTestId("votes")).toContainText("👍 0 · 👎 1");

      // The same link under /hi: the page in Hindi, her event's name too.
      await other.goto(`/hi${link!}`);
      await expect(other.getByRole("heading", { level: 1 })).toHaveText("शादी के लिए शॉर्टलिस्ट");
      await expect(other.getByRole("button", { name: /के लिए 👍 वोट दें$/ })).toHaveCount(3);

      // A tampered link is the shop's 404.
      const tampered = await other.goto(`${link!.slice(0, -2)}xx`);
      expect(tampered!.status()).toBe(404);
    } finally {
      await family.close();
    }

    // The hearts speak Hindi on a Hindi page, and keep what she hearted in English.
    await page.goto("/hi/collection/designer-sarees");
    await expect(page.getByRole("button", { name: /मेरी शॉर्टलिस्ट से हटाएँ$/ })).toHaveCount(3);
    await expect(page.getByRole("button", { name: /मेरी शॉर्टलिस्ट में जोड़ें$/ }).first()).toHaveAttribute(
      "aria-pressed",
      "false",
    );

    // She sees the vote on her shortlist.
    await page.goto("/shortlist");
    const mine = page.getByTestId("shortlist-piece").filter({ hasText: titles[0]! });
    await expect(mine.getByTestId("votes")).toContainText("Meena");
    await expect(mine.getByTestId("votes")).toContainText("👍 0 · 👎 1");

    // From the list to a try-on of its three pieces, and from the home page's button too.
    await page.getByRole("link", { name: "Book a try-on" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Book a try-on" })).toBeVisible();
    for (const title of titles) await expect(page.getByRole("checkbox", { name: new RegExp(title) })).toBeChecked();
    await page.goto("/");
    await page.getByRole("link", { name: "Book an Appointment" }).first().click();
    await page.getByRole("link", { name: /^Wedding\s*3 pieces$/ }).click();
    for (const title of titles) await expect(page.getByRole("checkbox", { name: new RegExp(title) })).toBeChecked();
  },
);

test(
  "on a piece whose copies differ, the heart keeps the size chosen in the rental panel",
  SAME_ON_ANY_DATABASE,
  async ({ page, request }) => {
    const res = await request.post("/api/collection", {
      headers: { authorization: `Bearer ${await ownerToken(request)}` },
      multipart: {
        category: "sarees",
        title: `Sized Shortlist Lehenga ${Date.now()}`,
        description: "A lehenga the shop holds in S and M.",
        price: "6000",
        rentPrice: "4000",
        stock: "2",
        copySizes: "S, M",
        images: { name: "p.png", mimeType: "image/png", buffer: PNG },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const item = await res.json();
    await page.goto(`/collection/party-wear-lehenga/${item._id}`);
    const heart = page.getByRole("button", { name: `Add ${item.title} to my shortlist` });
    await page.getByRole("group", { name: "Your size" }).getByText("M", { exact: true }).click();
    await heart.click();
    await expect(page.getByRole("button", { name: `Remove ${item.title} from my shortlist` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // She changes her mind about the size after hearting: the list follows.
    await page.getByRole("group", { name: "Your size" }).getByText("S", { exact: true }).click();
    await page.goto("/shortlist");
    const piece = page.getByTestId("shortlist-piece").filter({ hasText: item.title });
    await expect(piece).toContainText("Size: S");
    await expect(page.getByRole("link", { name: "Book a try-on" })).toHaveAttribute(
      "href",
      `/try-on?pieces=${item._id}~S`,
    );
  },
);
