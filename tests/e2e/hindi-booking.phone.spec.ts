import { expect, test } from "@playwright/test";
import { adminApi, ownerToken, signIn } from "./helpers";
import { englishLeft } from "./hindi-helpers";
import { dayButton, functionIn, pieceOfItsOwn } from "./rental-helpers";

// Issue #30, done when: on a phone, a piece is booked entirely in Hindi, from /hi to the
// confirmation, and the e-mail and WhatsApp text it produces are in Hindi.

const DEVANAGARI = /[\u0900-\u097F]/;

test("a bride books a lehenga entirely in Hindi; her WhatsApp text and her e-mail are in Hindi", async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(240_000);
  const token = await ownerToken(request);
  const title = `Hindi Mehendi Lehenga ${Date.now()}`;
  const piece = await pieceOfItsOwn(request, token, {
    title,
    description: "A green lehenga for the mehendi.",
    titleHi: "हरा मेहंदी लहंगा",
    descriptionHi: "मेहंदी के लिए हरा लहंगा।",
    price: 9000,
    rent: 3000,
    deposit: 4000,
  });
  const { event } = functionIn(33);

  // From the Hindi home page to the piece, whose page shows the owner's Hindi title.
  await page.goto("/hi");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.goto(`/hi${piece.path}`);
  await expect(page.getByRole("heading", { level: 1, name: "हरा मेहंदी लहंगा" })).toBeVisible();
  await (await dayButton(page, event, "अगला महीना")).click();
  await page.getByRole("button", { name: "इन तारीख़ों के साथ कार्ट में डालें" }).click();

  // The cart and the checkout, in Hindi.
  await page.goto("/hi/checkout");
  await page.getByLabel(/पूरा नाम/).fill("सिमरन कौर");
  await page.getByLabel(/ईमेल पता/).fill("simran@example.in");
  await page.getByLabel(/फ़ोन नंबर/).fill("98715 40311");
  await page.getByRole("radio", { name: /^दुकान से पिकअप/ }).check();
  const placed = page.waitForResponse((r) => r.url().endsWith("/api/checkout"));
  await page.getByRole("button", { name: "ऑर्डर करें" }).click();
  const answer = await placed;
  expect(answer.status(), await answer.text()).toBe(201);
  const number = String(((await answer.json()) as { reservations: { number: string }[] }).reservations[0]!.number);

  // The shop's own notice of her request stays in English.
  const { outbox: first } = (await (await adminApi(request)).messages()) as {
    outbox: { to: string; subject: string }[];
  };
  const notice = first.find((m) => !m.to.includes("simran@example.in") && m.subject.includes("सिमरन कौर"));
  expect(notice?.subject).toMatch(/^[A-Z][A-Za-z ]+ from सिमरन कौर/);

  // The confirmation, in Hindi, with her WhatsApp text to the shop in Hindi.
  await expect(page).toHaveURL(/\/\/[^/]+\/hi\/thank-you/);
  await expect(page.getByTestId("reservation-numbers")).toHaveText(number);
  const whatsapp = new URL(
    (await page.getByRole("link", { name: "पूरी जानकारी WhatsApp पर भेजें" }).getAttribute("href"))!,
  );
  const text = whatsapp.searchParams.get("text") ?? "";
  expect(text).toMatch(DEVANAGARI);
  expect(text).toContain(number);
  expect(text).toContain(`/hi${piece.path}`);
  expect(await englishLeft(page, [title])).toEqual([]);

  // Her booking page, in Hindi.
  await page.getByRole("link", { name: "आपकी बुकिंग का पेज" }).click();
  await expect(page).toHaveURL(/\/\/[^/]+\/hi\/booking\/[^/]+$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByTestId("booking-numbers")).toHaveText(number);
  expect(await englishLeft(page, [title])).toEqual([]);

  // The owner (in English) confirms her hold by recording her UPI payment…
  const owner = await (await browser.newContext(info.project.use)).newPage();
  await signIn(owner, "/admin");
  await owner.goto(`/admin/reservations?q=${number}`);
  const card = owner.getByRole("article", { name: new RegExp(`^${number} `) });
  await card.getByText("Record a payment").click();
  await card.getByLabel("Amount (₹)").fill("7000");
  await card.getByLabel("Paid by").selectOption("upi");
  await card.getByRole("button", { name: "Record payment" }).click();
  await expect(card.getByTestId("reservation-status")).toHaveText("Confirmed");
  // Her card says which language what the shop sends her is in.
  await expect(card.getByTestId("booked-in-hindi")).toHaveText("· booked in Hindi: her messages go in हिन्दी");

  // …the reminders' run (a timer on the server; its cron route here) sends her confirmation…
  expect(
    (
      await request.post("/api/cron/reminders", {
        headers: { authorization: "Bearer e2e-cron-secret-at-least-32-characters-long" },
      })
    ).status(),
  ).toBe(200);
  // …and the e-mail she is sent is in Hindi, with the Hindi address of her booking page.
  const { outbox } = (await (await adminApi(request)).messages()) as {
    outbox: { to: string; subject: string; body: string }[];
  };
  const hers = outbox.filter((m) => m.to.includes("simran@example.in"));
  expect(hers.length).toBeGreaterThan(0);
  for (const mail of hers) {
    expect(mail.subject).toMatch(DEVANAGARI);
    expect(mail.body).toMatch(DEVANAGARI);
  }
  expect(hers.some((m) => m.body.includes("/hi/booking/"))).toBe(true);
});
