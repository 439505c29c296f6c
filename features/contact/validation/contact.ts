import { z } from "zod";
import { indiaDay, pagingSchema, searchText } from "@/lib/validation/list-query";
import { isAppointment } from "./appointment";
import { normaliseIndianMobile } from "@/lib/phone";
import { phoneMessage } from "@/lib/validation/phone";
import { oneLine, safeString } from "@/lib/validation/text";
import { fieldWords, type FieldLabel } from "@/lib/validation/field-words";
import { localeField } from "@/lib/validation/locale";

// Refusals and field messages name their words in the "apiErrors" catalogue: English and Hindi are written there.

const text = (label: FieldLabel, max: number) =>
  safeString(label, { error: fieldWords("fieldRequired", { label }) })
    .trim()
    .min(1, fieldWords("fieldRequired", { label }))
    .max(max, fieldWords("fieldTooLong", { label, max }));

const optionalText = (label: FieldLabel, max: number) =>
  safeString(label, { error: fieldWords("fieldNotText", { label }) })
    .trim()
    .max(max, fieldWords("fieldTooLong", { label, max }))
    .optional();

const emailRequired = fieldWords("fieldRequired", { label: "labelEmail" });

/** Optional on a plain message; an appointment requires one (features/contact/validation/appointment.ts). */
const optionalPhone = safeString("labelPhone")
  .trim()
  .max(25, phoneMessage)
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const phone = normaliseIndianMobile(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: phoneMessage });
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
    name: text("labelName", 100).transform(oneLine),
    email: safeString("labelEmail", { error: emailRequired })
      .trim()
      .min(1, emailRequired)
      .max(200, fieldWords("fieldTooLong", { label: "labelEmail", max: 200 }))
      .pipe(z.email(fieldWords("emailInvalid"))),
    subject: optionalText("labelSubject", 150),
    message: optionalText("labelMessage", 5000),
    phone: optionalPhone,
    appointment: z.boolean({ error: fieldWords("appointmentFlag") }).optional(),
    preferredDay: indiaDay("labelPreferredDay").optional(),
    preferredTime: safeString("labelPreferredTime").trim().regex(TIME, fieldWords("timeFormat")).optional(),
    locale: localeField,
  })
  .superRefine(
    (value, ctx) => {
      // Run even when another field failed, so the visitor sees every missing field at once.
      const v = value as Partial<typeof value>;
      if (isAppointment(v)) return;
      for (const [field, label] of [
        ["subject", "labelSubject"],
        ["message", "labelMessage"],
      ] as const) {
        if (typeof v[field] !== "string" || !v[field].trim())
          ctx.addIssue({ code: "custom", path: [field], message: fieldWords("fieldRequired", { label }) });
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
  from: indiaDay("labelFrom").optional(),
  to: indiaDay("labelTo").optional(),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;
