// A try-on's reminders: the day before at 10:00 India time and two hours before, each sent once
// whichever instance drains, in her language; a cancelled or moved try-on sends none. The clock
// is handed to the drain, never waited for.
import { describe, expect, it } from "vitest";
import { POST as postTryOn } from "@/app/api/try-ons/route";
import { drainTryOnReminders, cancelTryOn, tryOnOfToken, tryOnWhatsapp } from "@/features/try-ons";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";

let n = 0;
async function bookedTryOn(email: string, locale: "en" | "hi" = "en", time = "12:00") {
  const prisma = await db();
  const piece = await prisma.collectionItem.create({
    data: {
      category: "gown",
      title: `Reminder gown ${n++}`,
      titleHi: locale === "hi" ? "गुलाबी गाउन" : null,
      description: "Gown",
      price: 3000,
      rentPrice: 3000,
      rentDays: 3,
      deposit: 2000,
      stock: 1,
    },
  });
  const day = addDays(indiaToday(), 5);
  const res = await postTryOn(
    jsonRequest(
      "/api/try-ons",
      {
        start: `${day}T${time}:00+05:30`,
        pieces: [{ productId: piece.id }],
        name: "Meera",
        phone: `98${String(11100000 + n)}`,
        email,
        locale,
      },
      { headers: { "x-forwarded-for": `192.0.2.${n + 10}` } },
    ),
    undefined,
  );
  expect(res.status).toBe(201);
  return { day, view: (await res.json()).tryOn as { path: string; start: string; number: string } };
}

const outbox = async (to: string) =>
  (await db()).emailOutbox.findMany({
    where: { to },
    orderBy: { createdAt: "asc" },
    select: { subject: true, body: true },
  });

describe("try-on reminders", () => {
  it("sends the day before at 10:00 and two hours before, each once", async () => {
    const to = "meera.en@example.com";
    const { day, view } = await bookedTryOn(to);
    const before = new Date(`${addDays(day, -1)}T09:59:00+05:30`);
    expect((await drainTryOnReminders({ now: before })).sent).toBe(0);
    const dayBefore = new Date(`${addDays(day, -1)}T10:00:00+05:30`);
    const [a, b] = await Promise.all([
      drainTryOnReminders({ now: dayBefore }),
      drainTryOnReminders({ now: dayBefore }),
    ]);
    expect(a.sent + b.sent).toBe(1);
    expect((await drainTryOnReminders({ now: dayBefore })).sent).toBe(0);
    const soon = new Date(new Date(view.start).getTime() - 2 * 3_600_000);
    expect((await drainTryOnReminders({ now: soon })).sent).toBe(1);
    const mails = await outbox(to);
    expect(mails.map((m) => m.subject)).toEqual(["Your try-on tomorrow at 12:00 pm", "Your try-on today at 12:00 pm"]);
    expect(mails[0]!.body).toContain(view.number);
    expect(mails[0]!.body).toContain("/try-on/t.");
  });

  it("is in Hindi for a Hindi booking", async () => {
    const to = "meera.hi@example.com";
    const { day } = await bookedTryOn(to, "hi", "15:00");
    await drainTryOnReminders({ now: new Date(`${addDays(day, -1)}T10:05:00+05:30`) });
    const [mail] = await outbox(to);
    expect(mail!.subject).toBe("आपका ट्रायल कल दोपहर 3:00 पर");
    expect(mail!.body).toContain("/hi/try-on/t.");
    expect(mail!.body).toContain("गुलाबी गाउन");
  });

  it("sends nothing for a cancelled try-on", async () => {
    const to = "meera.cancelled@example.com";
    const { day, view } = await bookedTryOn(to, "en", "16:00");
    await cancelTryOn(await tryOnOfToken(view.path.split("/").pop()!), "CUSTOMER");
    const result = await drainTryOnReminders({ now: new Date(`${addDays(day, -1)}T10:00:00+05:30`) });
    expect(result.sent).toBe(0);
    expect(await outbox(to)).toEqual([]);
    const rows = await (
      await db()
    ).reminder.findMany({ where: { tryOn: { email: to } }, select: { status: true, outcome: true } });
    expect(rows).toContainEqual({ status: "SKIPPED", outcome: "cancelled" });
  });

  it("puts tomorrow's and today's try-ons on the owner's one-tap WhatsApp list", async () => {
    const { day, view } = await bookedTryOn("meera.wa@example.com", "hi", "17:00");
    const eve = await tryOnWhatsapp(addDays(day, -1), new Date(`${addDays(day, -1)}T09:00:00+05:30`));
    const mine = eve.find((m) => m.numbers.includes(view.number))!;
    expect(mine).toMatchObject({ kind: "TRYON_TOMORROW", name: "Meera" });
    expect(mine.href).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
    expect(mine.text).toContain("कल");
    const morning = await tryOnWhatsapp(day, new Date(`${day}T09:00:00+05:30`));
    expect(morning.find((m) => m.numbers.includes(view.number))?.kind).toBe("TRYON_SOON");
    const after = await tryOnWhatsapp(day, new Date(`${day}T17:30:00+05:30`));
    expect(after.find((m) => m.numbers.includes(view.number))).toBeUndefined();
  });
});
