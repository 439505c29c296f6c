import "server-only";
import { Resend } from "resend";
import type { OutboxMessage } from "@/lib/data/outbox";

export function resendProvider(apiKey: string) {
  const client = new Resend(apiKey);
  const from = process.env.MAIL_FROM ?? "Boutique <onboarding@resend.dev>";
  return {
    name: "resend",
    async send(message: OutboxMessage) {
      const { error } = await client.emails.send({ from, to: message.to, subject: message.subject, text: message.body,
        attachments: message.attachments?.map((a) => ({ filename: a.filename, content: Buffer.from(a.content, "utf8"), contentType: a.contentType })),
      });
      if (error) throw new Error(`${error.name}: ${error.message}`);
    },
  };
}
