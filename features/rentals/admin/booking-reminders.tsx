import type { ReminderRowView } from "../views";

const KIND: Record<ReminderRowView["kind"], string> = {
  CONFIRMATION: "Confirmation",
  PICKUP_TOMORROW: "Pickup tomorrow",
  RETURN_TODAY: "Return today",
  OVERDUE_1: "Overdue, day 1",
  OVERDUE_3: "Overdue, day 3",
};
const STATUS_COLOUR: Record<ReminderRowView["status"], string> = {
  sent: "text-green-800",
  pending: "text-amber-900",
  skipped: "text-stone-700",
  cancelled: "text-stone-700",
};

/**
 * The reminders her booking sends her (its order's, for a checkout), folded: what, when in
 * India time, and whether it went, waits, or was skipped (and why). One still waiting for a
 * stay that was cancelled reads "cancelled": it will never go.
 */
export function BookingReminders({
  reminders,
  number,
  delivery = false,
}: {
  reminders: ReminderRowView[];
  number: string;
  delivery?: boolean;
}) {
  if (!reminders.length) return null;
  const count = (status: ReminderRowView["status"]) => reminders.filter((x) => x.status === status).length;
  return (
    <details data-testid="booking-reminders" className="mt-2 text-sm">
      <summary className="min-h-11 cursor-pointer content-center px-1 font-semibold text-stone-800">
        Reminders:{" "}
        {[
          count("sent") || !count("cancelled") ? `${count("sent")} sent` : "",
          count("pending") || !count("cancelled") ? `${count("pending")} pending` : "",
          count("cancelled") ? `${count("cancelled")} cancelled` : "",
          count("skipped") ? `${count("skipped")} skipped` : "",
        ]
          .filter(Boolean)
          .join(", ")}
        <span className="sr-only"> for {number}</span>
      </summary>
      <ul className="mt-1 space-y-0.5 px-1 text-stone-700">
        {reminders.map((x) => (
          <li key={`${x.kind}|${x.day}`} data-testid="booking-reminder">
            {delivery && x.kind === "PICKUP_TOMORROW" ? "Delivery tomorrow" : KIND[x.kind]} ·{" "}
            <time dateTime={x.dueAt}>{x.dueIndia}</time> ·{" "}
            <span className={`font-semibold ${STATUS_COLOUR[x.status]}`}>{x.status}</span>
            {x.status === "skipped" && x.outcome ? ` (${x.outcome})` : ""}
          </li>
        ))}
      </ul>
    </details>
  );
}
