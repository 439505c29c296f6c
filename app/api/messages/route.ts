import { requireAdmin } from "@/lib/auth/require-admin";
import { listContactMessages } from "@/features/contact";
import { listOutbox } from "@/lib/mail/outbox";
import { handler } from "@/lib/http";
import { nextPageLink, queryOf } from "@/lib/validation/list-query";
import { messagesQuerySchema } from "@/features/contact/validation/contact";

/**
 * GET /api/messages (admin): contact-form messages, one page (`limit` 50 by default, at most
 * 200; `page`; `q`; `from`/`to`), and the newest e-mails of the outbox with each one's status.
 */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  const query = messagesQuerySchema.parse(queryOf(request));
  const [{ messages, total, hasMore }, outbox] = await Promise.all([listContactMessages(query), listOutbox(50)]);
  const headers: Record<string, string> = { "X-Total-Count": String(total), "Cache-Control": "private, no-store" };
  if (hasMore) headers.Link = nextPageLink(request, query.page);
  return Response.json({ messages, outbox }, { headers });
});
