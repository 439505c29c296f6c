import type { WhatsappReminder } from "../views";

const WHAT: Record<WhatsappReminder["kind"], string> = {
  PICKUP_TOMORROW: "Pickup tomorrow",
  RETURN_TODAY: "Return today",
  OVERDUE_1: "Overdue",
  DEPOSIT_REFUNDED: "Deposit refunded",
  TRYON_TOMORROW: "Try-on tomorrow",
  TRYON_SOON: "Try-on today",
};

/** Today's WhatsApp reminders as one-tap wa.me links, the message filled in (she sends them from her own phone). */
export function WhatsappReminders({ items }: { items: WhatsappReminder[] }) {
  return (
    <section aria-labelledby="today-whatsapp-reminders" className="mt-8">
      <h2 id="today-whatsapp-reminders" className="font-display text-xl font-bold text-maroon-800">
        WhatsApp reminders <span className="text-base font-semibold text-stone-600">({items.length})</span>
      </h2>
      {items.length ? (
        <ul className="mt-3 grid gap-3 xl:grid-cols-2">
          {items.map((m) => (
            <li key={m.key}>
              <a
                href={m.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-11 flex-wrap items-center gap-x-2 rounded-2xl bg-white px-4 py-3 font-semibold ring-1 ring-stone-300 hover:ring-emerald-600"
              >
                <span className="text-emerald-800">
                  {m.delivery && m.kind === "PICKUP_TOMORROW" ? "Delivery tomorrow" : WHAT[m.kind]}
                </span>
                <span>{m.numbers.join(", ")}</span>
                {m.name ? <span className="font-normal text-stone-700">· {m.name}</span> : null}
                <span className="ml-auto text-sm text-emerald-800">Send on WhatsApp →</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-stone-600">No reminders to send today.</p>
      )}
    </section>
  );
}
