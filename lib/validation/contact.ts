import { z } from "zod";
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
