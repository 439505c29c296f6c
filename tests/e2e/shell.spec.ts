import { expect, test } from "@playwright/test";
import { adminApi, headingDrawnWith, SAME_ON_ANY_DATABASE } from "./helpers";

const PAGES = [
  "/",
  "/about",
  "/royal-pick",
  "/gallery",
  "/contact",
  "/thank-you",
  "/trending",
  "/t&c",
  "/privacy-policy",
  "/return-policy",
  "/shipping-refund",
  "/collection/gowns",
  "/collection/dupatta",
  "/beauty-care/soap",
  "/cart",
  "/checkout",
];

test(
  "COLLECTION and BEAUTY & CARE dropdowns open on click and close on Escape, outside click and a chosen link",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const collection = nav.getByRole("button", { name: "COLLECTION" });
    await collection.click();
    await expect(collection).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Gopi Dresess" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(collection).toHaveAttribute("aria-expanded", "false");
    await expect(collection).toBeFocused();

    await collection.click();
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expect(nav.getByRole("link", { name: "Gopi Dresess" })).toBeHidden();

    const beauty = nav.getByRole("button", { name: "BEAUTY & CARE" });
    await beauty.press("Enter");
    await expect(nav.getByRole("link", { name: "Night Face Cream" })).toBeVisible();
    await nav.getByRole("link", { name: "Hair Oil" }).click();
    await expect(page).toHaveURL(/\/beauty-care\/hair-oil$/);
    await expect(nav.getByRole("link", { name: "Hair Oil" })).toBeHidden();
  },
);

test(
  "the desktop header keeps the shop's name and every menu entry on one line from 1024 to 1440 px",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    for (const width of [1024, 1152, 1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/about");
      const row = await page
        .locator("header > div")
        .first()
        .evaluate((bar) => {
          // The lines its text takes: the distinct tops of its text's boxes. Text nodes only: a
          // menu entry's chevron is a box of its own, whose top differs from the letters' in a
          // font with taller ascenders (Noto Sans), and is no second line.
          const lines = (el: Element) => {
            const tops = new Set<number>();
            const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const r of range.getClientRects()) if (r.width > 1 && r.height > 8) tops.add(Math.round(r.top));
            }
            return tops.size;
          };
          const logo = bar.querySelector('a[href="/"]')!;
          const nav = bar.querySelector("nav[aria-label=Main]");
          const entries =
            nav && nav.getBoundingClientRect().width
              ? [...nav.querySelectorAll(":scope > ul > li > a, :scope > ul > li > button")]
              : [];
          return {
            logoLines: lines(logo),
            wrapped: entries.filter((e) => lines(e) > 1).map((e) => e.textContent),
            overlap: entries.some((e) => e.getBoundingClientRect().left < logo.getBoundingClientRect().right),
            entries: entries.length,
            height: bar.getBoundingClientRect().height,
            sideways: document.documentElement.scrollWidth - innerWidth,
          };
        });
      expect(row.logoLines, `logo at ${width}px`).toBe(1);
      expect(row.wrapped, `menu entries at ${width}px`).toEqual([]);
      expect(row.overlap, `menu over the logo at ${width}px`).toBe(false);
      expect(row.height, `header row at ${width}px`).toBeLessThanOrEqual(72);
      expect(row.sideways).toBeLessThanOrEqual(0);
      // Where the entries do not fit on one line, the menu button carries them.
      if (row.entries === 0) await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
      else expect(row.entries).toBe(7);
    }
    // From 1280 px the whole menu is in the header, and each dropdown's entries wrap inside it.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    for (const name of ["COLLECTION", "BEAUTY & CARE"]) {
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name }).click();
      const spill = await page
        .locator("nav[aria-label=Main] ul ul:not([hidden])")
        .evaluate((list) =>
          [...list.querySelectorAll("a")]
            .filter(
              (a) =>
                a.scrollWidth > a.clientWidth + 1 ||
                a.getBoundingClientRect().right > list.getBoundingClientRect().right,
            )
            .map((a) => a.textContent),
        );
      expect(spill, name).toEqual([]);
    }
  },
);

test("on a phone the side menu has every item, the cart and the quote", SAME_ON_ANY_DATABASE, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  for (const name of ["HOME", "ABOUT", "ROYAL PICK", "GALLERY", "CONTACT"])
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Cart" })).toBeVisible();
  await expect(menu.getByText("Elegance is when the inside is as beautiful as the outside.")).toBeVisible();
  await menu.getByText("COLLECTION").click();
  await menu.getByRole("link", { name: "Party Wear Lehenga" }).click();
  await expect(page).toHaveURL(/party-wear-lehenga$/);
  await expect(menu).toBeHidden();
});

test(
  "the contact widget calls and chats; the visitor counter counts per browser",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: /^Call / }).last()).toHaveAttribute("href", /^tel:\+91/);
    const chat = page.getByRole("link", { name: "Chat on WhatsApp (opens in a new tab)" });
    await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/91\d{10}/);
    await expect(chat).toHaveAttribute("target", "_blank");
    // the first visit's count is written once the footer hydrates: wait for it, or it may land after the removal
    await expect(page.getByTestId("visitor-count")).toHaveText(/^\d/);
    await page.evaluate(() => localStorage.removeItem("visitor-count"));
    await page.reload();
    await expect(page.getByTestId("visitor-count")).toHaveText("8,799");
    await page.reload();
    await expect(page.getByTestId("visitor-count")).toHaveText("8,800");
  },
);

test(
  "headings are in Playfair from one small preloaded file; a letter outside it fetches the rest of Latin",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (r) => r.url().endsWith(".woff2") && fonts.push(r.url()));
    await page.goto("/collection/gowns");
    const drawnWith = () => headingDrawnWith(page);
    await expect.poll(drawnWith).toEqual(["Playfair Display (web font)"]);
    expect(fonts).toHaveLength(1);
    // The one file fetched is the small one the page preloads; the rest of Latin is not preloaded.
    const preloaded = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(preloaded).toEqual(fonts);
    const core = await page.request.get(fonts[0]!);
    expect((await core.body()).length).toBeLessThan(15_000);
    // Its address changes with its content (lib/fonts), so a phone keeps it for good.
    expect(core.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Its @font-face rule comes in the page's one stylesheet (app/globals.css), not one of its own.
    await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1);

    // A piece named with an accent: all of its heading is still Playfair, the é from the second file.
    await page.locator("h1").evaluate((h) => (h.textContent = "Crème Anarkali"));
    await expect.poll(drawnWith).toEqual(["Playfair Display (web font)"]);
    expect(fonts).toHaveLength(2);
    // …and when the accent is typed as its own character after the letter.
    await page.locator("h1").evaluate((h) => (h.textContent = "Cre\u0300me Anarkali"));
    await expect.poll(drawnWith).toEqual(["Playfair Display (web font)"]);
  },
);

test("the hero carousel's previous and next wrap at both ends", SAME_ON_ANY_DATABASE, async ({ page }) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: "Highlights" });
  const current = hero.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  await expect(current).toHaveAttribute("aria-label", "1 of 3");
  await hero.getByRole("button", { name: "Previous slide" }).click();
  await expect(current).toHaveAttribute("aria-label", "3 of 3");
  await hero.getByRole("button", { name: "Next slide" }).click();
  await expect(current).toHaveAttribute("aria-label", "1 of 3");
  await expect(hero.getByRole("list", { name: "Offers" }).first()).toBeVisible();
});

test(
  "the hero's slides can be paused and played again; hover and focus alone do not hold them",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Highlights" });
    const current = hero.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    await expect(current).toHaveAttribute("aria-label", "1 of 3");
    await page.clock.runFor(6500);
    await expect(current).toHaveAttribute("aria-label", "2 of 3");

    const leave = async () => {
      // away from the hero, and nothing in it focused: only the toggle can hold the slides now
      await page.mouse.move(5, 5);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    };
    await hero.getByRole("button", { name: "Pause slides" }).click();
    await leave();
    await page.clock.runFor(20_000);
    await expect(current).toHaveAttribute("aria-label", "2 of 3");
    await hero.getByRole("button", { name: "Play slides" }).click();
    await leave();
    await page.clock.runFor(6500);
    await expect(current).toHaveAttribute("aria-label", "3 of 3");
    // the sliders further down have the same control
    await expect(page.getByRole("button", { name: "Pause Most loved collection" })).toBeVisible();
  },
);

test(
  "the hero's other pictures wait until the first has been shown, then each lies behind its slide's words",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const slides = page.getByRole("region", { name: "Highlights" }).locator('[aria-roledescription="slide"]');
    await expect(slides.nth(0).locator("img")).toHaveAttribute("fetchpriority", "high");
    await expect(slides.nth(1).locator("img")).toHaveCount(0);
    await page.clock.runFor(3000);
    for (const i of [1, 2]) {
      await expect(slides.nth(i).locator("img")).toHaveCount(1);
      // first in its slide: the shade and the words are drawn over it
      expect(await slides.nth(i).evaluate((s) => s.firstElementChild?.tagName)).toBe("IMG");
    }
  },
);

test("FAQ: one answer open at a time, and clicking the open one closes it", SAME_ON_ANY_DATABASE, async ({ page }) => {
  await page.goto("/");
  const items = page.locator('details[name="faq"]');
  await expect(items).toHaveCount(4);
  await items.nth(0).locator("summary").click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await items.nth(2).locator("summary").click();
  await expect(items.nth(2)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open", "");
  await items.nth(2).locator("summary").click();
  await expect(page.locator('details[name="faq"][open]')).toHaveCount(0);
});

test("the gallery has 25 photos and its lightbox answers the keyboard", SAME_ON_ANY_DATABASE, async ({ page }) => {
  await page.goto("/gallery");
  const photos = page.getByRole("button", { name: /^Open photo:/ });
  await expect(photos).toHaveCount(25);
  await photos.nth(24).click();
  const caption = page.locator(".yarl__slide_current .yarl__slide_description");
  await expect(caption).toHaveText("Ruby festive suit");
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(".yarl__slide_current .yarl__slide_description")).toHaveText("Ruby bridal lehenga");
  await page.keyboard.press("ArrowLeft");
  await expect(page.locator(".yarl__slide_current .yarl__slide_description")).toHaveText("Ruby festive suit");
  await page.keyboard.press("Escape");
  await expect(page.locator(".yarl__root")).toHaveCount(0);
  // Opening from the keyboard: focus a photo and press Enter.
  const third = (await photos.nth(2).getAttribute("aria-label"))!.replace("Open photo: ", "");
  await photos.nth(2).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(".yarl__slide_current .yarl__slide_description")).toHaveText(third);
  await page.keyboard.press("Escape");
  await expect(page.locator(".yarl__root")).toHaveCount(0);
});

test(
  "the Royal Picks page lists 14 picks with cut descriptions and an enquiry popup",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    await page.goto("/royal-pick");
    const picks = page.locator("#picks li");
    await expect(picks).toHaveCount(14);
    await expect(picks.first().getByText("Royal Pick", { exact: true })).toBeVisible();
    await expect(picks.first()).toContainText("...");
    await picks.first().getByRole("button").click();
    const dialog = page.getByRole("dialog", { name: "Maharani Bridal Lehenga" });
    await expect(dialog.getByText("Fabric Type:")).toBeVisible();
    await expect(dialog.getByRole("link", { name: /Enquire Now/ })).toHaveAttribute("href", /wa\.me/);
  },
);

test("a contact message is stored, put in the outbox and ends on /thank-you; a bad one is refused", async ({
  page,
  request,
}) => {
  await page.goto("/contact");
  await page.getByLabel("Name", { exact: true }).fill("Meera Joshi");
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByLabel("Subject", { exact: true }).fill("Lehenga for December");
  await page.getByLabel("Message", { exact: true }).fill("Do you have a red lehenga in size 34 for 14 December?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(/red lehenga/);

  await page.getByLabel("Email", { exact: true }).fill("meera@example.in");
  // Offline: the form says to check the connection, and keeps what was typed.
  await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("form", { name: "Contact form" }).getByRole("alert")).toHaveText(
    "Your message could not be sent: check your connection and try again.",
  );
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(/red lehenga/);
  await page.unroute("**/api/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);

  const { messages, outbox } = await (await adminApi(request)).messages();
  expect(messages[0]).toMatchObject({
    name: "Meera Joshi",
    email: "meera@example.in",
    subject: "Lehenga for December",
  });
  expect(outbox.find((m: { subject: string }) => m.subject === "Contact form: Lehenga for December")).toMatchObject({
    status: "STORED",
  });
});

test(
  "the footer animates in when scrolled to, and content already in view is never hidden",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // A long page: the footer starts below the fold, waits hidden, and appears once reached.
    await page.goto("/");
    const footerBlock = page.locator("footer [data-reveal]");
    await expect(footerBlock).toHaveAttribute("data-reveal", "hidden");
    await footerBlock.scrollIntoViewIfNeeded();
    await expect(footerBlock).toHaveAttribute("data-reveal", "shown");
    await expect(footerBlock).toHaveCSS("opacity", "1");
    // A short page: the footer is on screen from the first paint and stays visible.
    await page.setViewportSize({ width: 1280, height: 2000 });
    await page.goto("/cart");
    await expect(
      page
        .getByRole("contentinfo")
        .getByText(/All rights reserved|©/)
        .first(),
    ).toBeVisible();
    await expect(page.locator("footer [data-reveal]")).toHaveAttribute("data-reveal", "static");
    await expect(page.locator("footer [data-reveal]")).toHaveCSS("opacity", "1");
  },
);

test("every public page renders its main content without JavaScript", SAME_ON_ANY_DATABASE, async ({ browser }) => {
  test.setTimeout(300_000); // every public page, some rendered for the first time on this server
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of PAGES) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.locator("main h1").first(), path).toBeVisible();
  }
  await page.goto("/collection/gowns");
  await expect(page.getByRole("heading", { name: "Blush Net Ball Gown" })).toBeVisible();
  await page.goto("/gallery");
  await expect(page.locator("main img")).toHaveCount(25);
  await context.close();
});

for (const width of [375, 768, 1280]) {
  test(`no page scrolls sideways at ${width}px`, SAME_ON_ANY_DATABASE, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}

test(
  "the hero's tagline never overlaps the slide's title, on a small phone or a short laptop screen",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    for (const [width, height] of [
      [320, 640],
      [390, 844],
      [1280, 600],
      [1366, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto("/");
      const tagline = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      const slide = page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').first();
      const title = (await slide.getByRole("heading", { level: 2 }).boundingBox())!;
      expect(tagline.y + tagline.height, `${width}×${height}`).toBeLessThanOrEqual(title.y);
    }
  },
);
