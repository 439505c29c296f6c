import { z } from "zod";
import { indiaDay, pagingSchema, searchText } from "./list-query";
import { safeString } from "./text";

const text = (label: string, max: number) =>
  safeString(label, { error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);

/** spec §5: name, email, subject and message, all required. */
export const contactSchema = z.strictObject({
  name: text("Name", 100),
  email: safeString("Email", { error: "Email is required." }).trim().min(1, "Email is required.").max(200).pipe(z.email("Enter a valid email address.")),
  subject: text("Subject", 150),
  message: text("Message", 5000),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const MESSAGES_PAGE = { limit: 50, max: 200 };

/** GET /api/messages and the admin Messages screen: paging, search, days (India time). */
export const messagesQuerySchema = pagingSchema(MESSAGES_PAGE).extend({ q: searchText, from: indiaDay("From").optional(), to: indiaDay("To").optional() });
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;
