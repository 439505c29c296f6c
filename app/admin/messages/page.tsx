import type { Metadata } from "next";
import { listContactMessages } from "@/lib/data/contact-messages";
import { listOutbox } from "@/lib/data/outbox";
import { mailProvider } from "@/lib/mail";

export const metadata: Metadata = { title: "Messages" };

const STATUS: Record<string, string> = { SENT: "bg-green-100 text-green-900", FAILED: "bg-red-100 text-red-900", PENDING: "bg-yellow-100 text-yellow-900", STORED: "bg-stone-200 text-stone-800" };

export default async function AdminMessages() {
  const [messages, outbox] = await Promise.all([listContactMessages(), listOutbox()]);
  const provider = mailProvider();
  const when = (iso: string) => new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" });
  return (
    <>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Messages</h1>
      <section aria-labelledby="contact-h" className="mt-6">
        <h2 id="contact-h" className="font-display text-xl font-bold text-maroon-800">From the contact form</h2>
        {messages.length ? (
          <ul className="mt-3 space-y-3">
            {messages.map((m) => (
              <li key={m._id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                <p className="font-semibold">{m.subject}</p>
                <p className="text-sm text-stone-600">{m.name} · <a className="underline" href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>{m.email}</a> · {when(m.createdAt)}</p>
                <p className="mt-2 whitespace-pre-wrap text-sm">{m.message}</p>
              </li>
            ))}
          </ul>
        ) : <p className="mt-2 text-stone-600">No messages yet.</p>}
      </section>
      <section aria-labelledby="outbox-h" className="mt-10">
        <h2 id="outbox-h" className="font-display text-xl font-bold text-maroon-800">E-mail outbox</h2>
        <p className="mt-1 text-sm text-stone-600">{provider ? `Mail is sent through ${provider.name}.` : "No mail provider is set (RESEND_API_KEY): e-mails are kept here instead of being sent."}</p>
        {outbox.length ? (
          <ul className="mt-3 space-y-3">
            {outbox.map((m) => (
              <li key={m._id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                <details>
                  <summary className="cursor-pointer">
                    <span className={`mr-2 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS[m.status] ?? ""}`}>{m.status.toLowerCase()}</span>
                    <span className="font-semibold">{m.subject}</span> <span className="text-sm text-stone-600">→ {m.to} · {when(m.createdAt)}</span>
                  </summary>
                  {m.lastError ? <p className="mt-2 text-sm text-red-700">Last error: {m.lastError} (attempts: {m.attempts})</p> : null}
                  <pre className="mt-2 whitespace-pre-wrap font-sans text-sm">{m.body}</pre>
                </details>
              </li>
            ))}
          </ul>
        ) : <p className="mt-2 text-stone-600">No e-mails yet.</p>}
      </section>
    </>
  );
}
