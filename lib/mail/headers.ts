import type { OutboxMessage } from "@/lib/mail/outbox";

// Every control character (C0, DEL, C1 with NEL) and the Unicode line and paragraph separators:
// any of them in a header could end it and start another (a Bcc: of the sender's choosing),
// or split it in a mail reader that treats them as line breaks.
const BREAKS = /[\p{Cc}\u2028\u2029]+/gu;

/** A header value on one line: each run of control or line-separator characters becomes one space. */
export function headerValue(value: string): string {
  return value.replace(BREAKS, " ").trim();
}

/**
 * The message with every header field made single-line. Applied once, where every e-mail
 * passes (sendEmail), so no caller has to remember it; the body keeps its line breaks.
 */
export function withSafeHeaders<M extends OutboxMessage>(message: M): M {
  return {
    ...message,
    to: headerValue(message.to),
    subject: headerValue(message.subject),
    ...(message.replyTo === undefined ? {} : { replyTo: headerValue(message.replyTo) }),
    attachments: message.attachments?.map((a) => ({
      ...a,
      filename: headerValue(a.filename),
      contentType: headerValue(a.contentType),
    })),
  };
}
