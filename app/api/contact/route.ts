import { saveContactMessage } from "@/lib/data/contact-messages";
import { handler, parseJson } from "@/lib/http";
import { notifyOwnerOfMessage } from "@/lib/notify";
import { limit } from "@/lib/rate-limit";
import { contactSchema } from "@/lib/validation/contact";

/** POST /api/contact: the contact form. Stored first, then e-mailed to the shop; never lost to a mail failure. */
export const POST = handler(async (request) => {
  const input = await parseJson(request, contactSchema);
  // Counted after validation, so a visitor correcting a typo does not use up the allowance.
  await limit(request, "contact", 10, 10 * 60 * 1000);
  await saveContactMessage(input);
  const mail = await notifyOwnerOfMessage(input);
  return Response.json({ success: true, message: "Thank you! We will get back to you soon.", emailed: mail === "sent" }, { status: 201 });
});
