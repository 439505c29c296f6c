import { z } from "zod";
import { indiaDay, pagingSchema, searchText } from "@/lib/validation/list-query";
import { isAppointment } from "./appointment";
import { normaliseIndianMobile, PHONE_MESSAGE } from "@/lib/phone";
import { oneLine, safeString } from "@/lib/validation/text";
import { localeField } from "@/lib/validation/locale";

const text = (label: string, max: number) =>
  safeString(label, { error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const optionalText = (label: string, max: number) =>
  safeString(label, { error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional();

/** Optional on a plain message; an appointment requires one (features/contact/validation/appointment.ts). */
const optionalPhone = safeString("Phone")
  .trim()
  .max(25, PHONE_MESSAGE)
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const phone = normaliseIndianMobile(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * spec §5: name, email, subject and message, all required; that body is still all a plain
 * message needs. Issue #26, item 12: "Book an Appointment" adds `appointment: true`, `phone`,
 * `preferredDay` (YYYY-MM-DD) and `preferredTime` ("HH:MM", India time); a visit needs no
 * subject or message. The form's shape is checked here (400); whether the visit can be had
 * (a phone, a day not past and not too far, a time the shop is open) is a rule (422,
 * appointmentProblems).
 */
export const contactSchema = z
  .strictObject({
    name: text("Name", 100).transform(oneLine),
    email: safeString("Email", { error: "Email is required." })
      .trim()
      .min(1, "Email is required.")
      .max(200)
      .pipe(z.email("Enter a valid email address.")),
    subject: optionalText("Subject", 150),
    message: optionalText("Message", 5000),
    phone: optionalPhone,
    appointment: z.boolean({ error: "appointment must be true or false." }).optional(),
    preferredDay: indiaDay("Preferred day").optional(),
    preferredTime: safeString("Preferred time")
      .trim()
      .regex(TIME, "Preferred time must be a time like 11:30.")
      .optional(),
    locale: localeField,
  })
  .superRefine(
    (value, ctx) => {
      // Run even when another field failed, so the visitor sees every missing field at once.
      const v = value as Partial<typeof value>;
      if (isAppointment(v)) return;
      for (const [field, label] of [
        ["subject", "Subject"],
        ["message", "Message"],
      ] as const) {
        if (typeof v[field] !== "string" || !v[field].trim())
          ctx.addIssue({ code: "custom", path: [field], message: `${label} is required.` });
      }
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  )
  .transform((v) => ({
    name: v.name,
    email: v.email,
    subject: v.subject || (isAppointment(v) ? "Appointment request" : ""),
    message: v.message ?? "",
    phone: v.phone,
    appointment: v.appointment,
    preferredDay: v.preferredDay,
    preferredTime: v.preferredTime,
    locale: v.locale,
  }));

const MESSAGES_PAGE = { limit: 50, max: 200 };

/** GET /api/messages and the admin Messages screen: paging, search, days (India time). */
export const messagesQuerySchema = pagingSchema(MESSAGES_PAGE).extend({
  q: searchText,
  from: indiaDay("From").optional(),
  to: indiaDay("To").optional(),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;
