import { saveContactMessage } from "@/features/contact";
import { HttpError } from "@/lib/errors";
import { handler, mediaType, parseJson, readUrlEncoded } from "@/lib/http";
import { notifyOwnerOfMessage } from "@/features/contact";
import { limit } from "@/lib/rate-limit";
import { appointmentProblems, visitOf, visitText } from "@/features/contact/validation/appointment";
import { contactSchema } from "@/features/contact/validation/contact";
import { formatDay } from "@/lib/dates";
import { formatSlot } from "@/lib/site/location";
import { isLocale, localizedPath, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { catalogueFor } from "@/messages";

/**
 * POST /api/contact: the contact form, and "Book an Appointment" (a phone and a preferred day
 * and time). Stored first, then e-mailed to the shop; never lost to a mail failure. A visit
 * that cannot be had (no phone, a day past or too far, a time the shop is closed) is a 422
 * naming each field.
 *
 * A browser without JavaScript posts the form itself (url-encoded): the message is stored the
 * same way and the browser is sent to /thank-you (303). Such a form can only send a plain
 * message (choosing a visit's day and time needs the script), so its `mode` is not read.
 */
export const POST = handler(async (request) => {
  const posted = mediaType(request) === "application/x-www-form-urlencoded";
  const input = posted
    ? contactSchema.parse(plainMessage(await readUrlEncoded(request)))
    : await parseJson(request, contactSchema);
  // The visitor's language: her form's `locale`, or the X-Shop-Locale header of a Hindi page.
  const header = request.headers.get("x-shop-locale")?.trim().toLowerCase();
  const locale: Locale = input.locale ?? (isLocale(header) ? header : "en");
  // A visit that cannot be had is said in her language, each field with its own reason.
  const words = { locale, text: catalogueFor(locale).appointment };
  const problems = appointmentProblems(input, undefined, undefined, words);
  if (problems) throw new HttpError(422, Object.values(problems)[0]!, problems);
  // Counted after validation, so a visitor correcting a typo does not use up the allowance.
  await limit(request, "contact", 10, 10 * 60 * 1000);
  const visit = visitOf(input);
  const saved = await saveContactMessage({
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    phone: input.phone,
    appointment: visit,
  });
  const mail = await notifyOwnerOfMessage(saved);
  if (posted) return new Response(null, { status: 303, headers: { location: localizedPath(locale, "/thank-you") } });
  const t = translator(locale, "apiMessages");
  const message = visit
    ? t("thanksVisit", { visit: locale === "en" ? visitText(visit) : hindiVisitText(visit) })
    : t("thanks");
  return Response.json(
    { success: true, message, emailed: mail === "sent", ...(visit ? { appointment: visit } : {}) },
    { status: 201 },
  );
});

/** The fields a plain message has, from a posted form (its radio `mode` and anything else left out; a hidden `locale` kept). */
function plainMessage(fields: Record<string, string>) {
  const { name, email, subject, message, phone, locale } = fields;
  return { name, email, subject, message, phone, ...(locale ? { locale } : {}) };
}

/** "शनिवार, 5 दिसंबर 2026, दोपहर 3:30": a visit as a Hindi page says it, in the slots' own clock (formatSlot). */
function hindiVisitText(visit: { day: string; time: string }): string {
  const day = formatDay(visit.day, { weekday: "long", day: "numeric", month: "long", year: "numeric" }, "hi");
  return translator("hi", "apiMessages")("visitAt", { day, time: formatSlot(visit.time, "hi") });
}
