import type { Metadata } from "next";
import { ListFiltersForm, Pager } from "@/components/admin/list-controls";
import { listContactMessages } from "@/features/contact";
import { whatsappLink } from "@/lib/site/config";
import { displayPhone, formatIndiaDateTime } from "@/lib/format";
import { whatsappDigits } from "@/features/rentals/rules/owner-day";
import { visitText } from "@/features/contact/validation/appointment";
import { messagesQuerySchema } from "@/features/contact/validation/contact";
import { paramsOf } from "@/lib/validation/list-query";
import { listOutbox } from "@/lib/mail/outbox";
import { mailProvider } from "@/lib/mail";
import { adminPageOrSignIn } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Messages" };

const STATUS: Record<string, string> = {
  SENT: "bg-green-100 text-green-900",
  FAILED: "bg-red-100 text-red-900",
  PENDING: "bg-yellow-100 text-yellow-900",
  STORED: "bg-stone-200 text-stone-800",
  HELD: "bg-stone-200 text-stone-800",
};

const PAGE_SIZE = 20;

export default async function AdminMessages({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await adminPageOrSignIn("/admin/messages", await searchParams);
  const raw = paramsOf(await searchParams);
  const parsed = messagesQuerySchema.safeParse({ ...raw, limit: PAGE_SIZE });
  const query = parsed.success ? parsed.data : messagesQuerySchema.parse({ limit: PAGE_SIZE });
  const filters = { q: query.q, from: query.from, to: query.to };
  const [{ messages, total }, outbox] = await Promise.all([listContactMessages(query), listOutbox(50)]);
  const provider = mailProvider();
  // India time whatever the server's zone (Messages showed UTC while Orders showed IST).
  const when = formatIndiaDateTime;
  return (
    <>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Messages</h1>
      <section aria-labelledby="contact-h" className="mt-6">
        <h2 id="contact-h" className="mb-3 font-display text-xl font-bold text-maroon-800">
          From the contact form
        </h2>
        {parsed.success ? null : (
          <p role="alert" className="mb-4 text-red-700">
            {parsed.error.issues[0]?.message} Showing all messages instead.
          </p>
        )}
        <ListFiltersForm path="/admin/messages" filters={filters} searchLabel="Name, e-mail, phone or words" />
        {messages.length ? (
          <ul className="mt-3 space-y-3">
            {messages.map((m) => (
              <li key={m._id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                <p className="font-semibold">
                  {m.appointment ? (
                    <span className="mr-2 rounded-full bg-maroon-100 px-2.5 py-0.5 text-xs font-semibold text-maroon-900">
                      Appointment
                    </span>
                  ) : null}
                  {m.subject}
                </p>
                {m.appointment ? (
                  <p className="mt-1 font-semibold text-maroon-800" data-testid="appointment">
                    Wants to visit: {visitText(m.appointment)}
                  </p>
                ) : null}
                <p className="text-sm text-stone-600">
                  {m.name} ·{" "}
                  <a className="underline" href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>
                    {m.email}
                  </a>{" "}
                  · {when(m.createdAt)}
                </p>
                {m.phone ? (
                  <p className="mt-2 flex flex-wrap gap-2 text-sm">
                    <a href={`tel:${m.phone}`} className="rounded-full px-3 py-1.5 font-semibold ring-1 ring-stone-300">
                      Call {displayPhone(m.phone)}
                      <span className="sr-only"> ({m.name})</span>
                    </a>
                    <a
                      href={whatsappLink(whatsappDigits(m.phone))}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="rounded-full bg-green-700 px-3 py-1.5 font-semibold text-white"
                    >
                      WhatsApp<span className="sr-only"> {m.name} (opens in a new tab)</span>
                    </a>
                  </p>
                ) : null}
                {m.message ? <p className="mt-2 whitespace-pre-wrap text-sm">{m.message}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-stone-600">
            {filters.q || filters.from || filters.to ? "No messages match these filters." : "No messages yet."}
          </p>
        )}
        <Pager
          path="/admin/messages"
          filters={filters}
          page={query.page}
          pageSize={PAGE_SIZE}
          total={total}
          noun={total === 1 ? "message" : "messages"}
        />
      </section>
      <section aria-labelledby="outbox-h" className="mt-10">
        <h2 id="outbox-h" className="font-display text-xl font-bold text-maroon-800">
          E-mail outbox
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          {provider
            ? `Mail is sent through ${provider.name}.`
            : "No mail provider is set (RESEND_API_KEY): e-mails are kept here instead of being sent."}
        </p>
        {outbox.length ? (
          <ul className="mt-3 space-y-3">
            {outbox.map((m) => (
              <li key={m._id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                <details>
                  <summary className="cursor-pointer">
                    <span className={`mr-2 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS[m.status] ?? ""}`}>
                      {m.status.toLowerCase()}
                    </span>
                    <span className="font-semibold">{m.subject}</span>{" "}
                    <span className="text-sm text-stone-600">
                      → {m.to} · {when(m.createdAt)}
                    </span>
                  </summary>
                  {m.lastError ? (
                    <p className="mt-2 text-sm text-red-700">
                      Last error: {m.lastError} (attempts: {m.attempts})
                    </p>
                  ) : null}
                  <pre className="mt-2 whitespace-pre-wrap font-sans text-sm">{m.body}</pre>
                </details>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-stone-600">No e-mails yet.</p>
        )}
      </section>
    </>
  );
}
