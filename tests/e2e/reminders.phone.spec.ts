import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { ownerToken, pieceWithTwoCopies, signIn } from "./helpers";
import { addDays, indiaToday } from "./rental-helpers";

// Issue #28, item 3 on a phone: a booking's reminder rows appear at the right India times (the
// owner's API view of the reservation), the cron route with the test clock (CRON_SECRET and
// REMINDERS_CLOCK_OVERRIDE=1 are set for the e2e server in playwright.config.ts) sends "pickup
// tomorrow" at 10:00 the day before, Today lists tomorrow's pickup as a one-tap wa.me link
// with the message filled in, and the owner's card lists the booking's reminders.

const ip = () => `10.81.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
/** `hh:mm` India time on `day`, as an instant. */
const ist = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`).toISOString();

test("her reminders are set at India times, the cron sends pickup-tomorrow once, and Today offers it on WhatsApp", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await ownerToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const piece = await pieceWithTwoCopies(request, token);
  const today = indiaToday();

  // A stay far ahead, for the rows and the cron's clock.
  const from = addDays(today, 45);
  const to = addDays(from, 2);
  const later = await request.post("/api/reservations", {
    data: { productId: piece.id, from, to, name: "Ritika Sen", phone: "98711 40048", email: "ritika@example.in" },
    headers: { "x-forwarded-for": ip() },
  });
  expect(later.status(), await later.text()).toBe(201);
  const booked = (await later.json()).reservation as { id: string; number: string };
  expect(
    (await request.patch(`/api/reservations/${booked.id}`, { headers: auth, data: { status: "confirmed" } })).status(),
  ).toBe(200);
  const view = await (await request.get(`/api/reservations/${booked.id}`, { headers: auth })).json();
  const rows = Object.fromEntries(
    (view.reminders as { kind: string; dueAt: string; status: string }[]).map((r) => [r.kind, r]),
  );
  expect(rows.CONFIRMATION).toMatchObject({ status: "sent" });
  expect(rows.PICKUP_TOMORROW).toMatchObject({ dueAt: ist(addDays(from, -1), "10:00"), status: "pending" });
  expect(rows.RETURN_TODAY).toMatchObject({ dueAt: ist(to, "09:00"), status: "pending" });
  expect(rows.OVERDUE_1).toMatchObject({ dueAt: ist(addDays(to, 1), "09:00") });
  expect(rows.OVERDUE_3).toMatchObject({ dueAt: ist(addDays(to, 3), "09:00") });

  // The cron at 09:59 the day before sends nothing of hers; at 10:00 it sends her pickup reminder, and a second call nothing more.
  const cron = (at: string) =>
    request.post(`/api/cron/reminders?now=${encodeURIComponent(at)}`, {
      headers: { authorization: "Bearer e2e-cron-secret-at-least-32-characters-long" },
    });
  expect((await request.post("/api/cron/reminders")).status()).toBe(401);
  expect((await cron(ist(addDays(from, -1), "09:59"))).status()).toBe(200);
  expect(
    (
      (await (await request.get(`/api/reservations/${booked.id}`, { headers: auth })).json()).reminders as {
        kind: string;
        status: string;
      }[]
    ).find((r) => r.kind === "PICKUP_TOMORROW")?.status,
  ).toBe("pending");
  expect((await cron(ist(addDays(from, -1), "10:00"))).status()).toBe(200);
  expect((await (await cron(ist(addDays(from, -1), "10:01"))).json()).claimed).toBe(0);
  const after = (await (await request.get(`/api/reservations/${booked.id}`, { headers: auth })).json()).reminders as {
    kind: string;
    status: string;
    outcome: string;
  }[];
  expect(after.find((r) => r.kind === "PICKUP_TOMORROW")).toMatchObject({ status: "sent", outcome: "e-mail" });

  // Tomorrow's pickup, confirmed: Today offers her reminder on WhatsApp, the text filled in.
  const soon = await request.post("/api/reservations", {
    data: {
      productId: piece.id,
      from: addDays(today, 1),
      to: addDays(today, 3),
      name: "Naina Kapoor",
      phone: "98711 40049",
    },
    headers: { "x-forwarded-for": ip() },
  });
  expect(soon.status(), await soon.text()).toBe(201);
  const tomorrow = (await soon.json()).reservation as { id: string; number: string };
  expect(
    (
      await request.patch(`/api/reservations/${tomorrow.id}`, { headers: auth, data: { status: "confirmed" } })
    ).status(),
  ).toBe(200);

  await signIn(page, "/admin/today");
  const reminders = page.getByRole("region", { name: /^WhatsApp reminders/ });
  const link = reminders.getByRole("link", { name: new RegExp(`Pickup tomorrow ${tomorrow.number}\\b`) });
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe("https://wa.me/919871140049");
  const text = href.searchParams.get("text")!;
  expect(text).toContain("Your pickup is tomorrow");
  expect(text).toContain(tomorrow.number);
  expect(text).toMatch(/Your booking: http:\/\/127\.0\.0\.1:\d+\/booking\//);
  const box = await link.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  const axe = await new AxeBuilder({ page })
    .include('section[aria-labelledby="today-whatsapp-reminders"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // Her card on Reservations lists the booking's reminders, folded: kind, due time in India, sent / pending.
  await page.goto(`/admin/reservations?q=${booked.number}`);
  const card = page.getByRole("article", { name: new RegExp(`^${booked.number} `) });
  const folded = card.getByTestId("booking-reminders");
  await expect(folded.locator("summary")).toHaveText(`Reminders: 2 sent, 3 pending for ${booked.number}`);
  await folded.locator("summary").click();
  const day = (d: string) =>
    new Date(`${d}T12:00:00+05:30`).toLocaleDateString("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });
  await expect(folded.getByTestId("booking-reminder")).toHaveText([
    /^Confirmation · .+ · sent$/,
    `Pickup tomorrow · ${day(addDays(from, -1))}, 10:00 am · sent`,
    `Return today · ${day(to)}, 9:00 am · pending`,
    `Overdue, day 1 · ${day(addDays(to, 1))}, 9:00 am · pending`,
    `Overdue, day 3 · ${day(addDays(to, 3))}, 9:00 am · pending`,
  ]);
  const opened = await new AxeBuilder({ page })
    .include('[data-testid="booking-reminders"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(opened.violations.map((v) => v.id)).toEqual([]);
});
