import { requireAdmin } from "@/lib/auth/require-admin";
import { listContactMessages } from "@/lib/data/contact-messages";
import { listOutbox } from "@/lib/data/outbox";
import { handler } from "@/lib/http";

/** GET /api/messages (admin): contact-form messages and the e-mail outbox with each mail's status. */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  const [messages, outbox] = await Promise.all([listContactMessages(), listOutbox()]);
  return Response.json({ messages, outbox });
});
