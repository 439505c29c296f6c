import "server-only";
import { getSiteConfig } from "@/lib/site/config";
import { shopVisit } from "@/lib/site/visit";
import type { OrderView } from "../views";
import type { MailResult } from "@/lib/mail";
import { alertOwner } from "@/lib/mail/owner-alerts";
import { orderEmail } from "../rules/order-email";
import { stayCalendarFile, type ReservationView } from "@/features/rentals";

/** E-mails the owner about a stored order (with calendar files for its rentals). Never throws (see sendEmail). */
export function notifyOwnerOfOrder(order: OrderView, reservations: ReservationView[] = []): Promise<MailResult> {
  const site = getSiteConfig();
  return alertOwner({
    to: site.ordersEmail,
    ...orderEmail(order, site.name, site.url, shopVisit(site)),
    attachments: reservations.map((r) => stayCalendarFile(r)),
  });
}
