import "server-only";
import { enqueueEmail, markEmailFailed, markEmailSent, type OutboxMessage } from "@/lib/mail/outbox";
import { withSafeHeaders } from "./headers";
import { resendProvider } from "./resend";

export interface MailProvider {
  name: string;
  send(message: OutboxMessage): Promise<void>;
}

/** The configured provider, or none: then mail is kept in the outbox for the admin to read. */
export function mailProvider(): MailProvider | null {
  return process.env.RESEND_API_KEY ? resendProvider(process.env.RESEND_API_KEY) : null;
}

export type MailResult = "sent" | "stored" | "failed";

/**
 * Records the message in the outbox first, then tries the provider. Never throws: the
 * caller's order or message is already saved, and a failed mail stays in the outbox
 * with its error for the admin to see.
 */
export async function sendEmail(unsafe: OutboxMessage, provider = mailProvider()): Promise<MailResult> {
  // Headers are cleaned here, for every caller: a customer's name reaches subjects.
  const message = withSafeHeaders(unsafe);
  try {
    const row = await enqueueEmail(message, provider ? "PENDING" : "STORED");
    if (!provider) {
      console.info(`[mail] stored in outbox (no provider configured): ${message.subject} → ${message.to}`);
      return "stored";
    }
    try {
      await provider.send(message);
      await markEmailSent(row.id);
      return "sent";
    } catch (error) {
      console.error(`[mail] ${provider.name} failed:`, error);
      await markEmailFailed(row.id, error instanceof Error ? error.message : String(error));
      return "failed";
    }
  } catch (error) {
    console.error("[mail] could not record e-mail:", error);
    return "failed";
  }
}
