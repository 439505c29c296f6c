import "server-only";
import { Resend } from "resend";
import type { OutboxMessage } from "@/lib/mail/outbox";
import { headerValue, withSafeHeaders } from "./headers";

export function resendProvider(apiKey: string) {
  const client = new Resend(apiKey);
  const from = headerValue(process.env.MAIL_FROM ?? "Boutique <onboarding@resend.dev>");
  return {
    name: "resend",
    async send(unsafe: OutboxMessage) {
      // Also here: a provider may be handed a message read back from the outbox.
      const message = withSafeHeaders(unsafe);
      const { error } = await client.emails.send({
        from,
        to: message.to,
        subject: message.subject,
        text: message.body,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          content: Buffer.from(a.content, "utf8"),
          contentType: a.contentType,
        })),
      });
      if (error) throw new Error(`${error.name}: ${error.message}`);
    },
  };
}
