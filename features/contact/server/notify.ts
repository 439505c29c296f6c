import "server-only";
import { getSiteConfig } from "@/lib/site/config";
import type { MailResult } from "@/lib/mail";
import { alertOwner } from "@/lib/mail/owner-alerts";
import { contactEmail, type ContactEmailInput } from "../rules/contact-email";

/** A contact message or an appointment request, as stored: the owner is e-mailed. Never throws. */
export function notifyOwnerOfMessage(message: ContactEmailInput): Promise<MailResult> {
  const site = getSiteConfig();
  return alertOwner({ to: site.ordersEmail, ...contactEmail(message, site.name) });
}
