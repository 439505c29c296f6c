import "server-only";
import { getSiteConfig } from "@/lib/content/site";
import type { OrderView } from "@/lib/data/orders";
import { sendEmail, type MailResult } from "@/lib/mail";
import { contactEmail, orderEmail } from "@/lib/mail/templates";

/** E-mails the owner about a stored order. Never throws (see sendEmail). */
export function notifyOwnerOfOrder(order: OrderView): Promise<MailResult> {
  const site = getSiteConfig();
  return sendEmail({ to: site.ordersEmail, ...orderEmail(order, site.name, site.url) });
}

export function notifyOwnerOfMessage(message: { name: string; email: string; subject: string; message: string }): Promise<MailResult> {
  const site = getSiteConfig();
  return sendEmail({ to: site.ordersEmail, ...contactEmail(message, site.name) });
}
