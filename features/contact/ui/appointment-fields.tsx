"use client";
import { formatSlot } from "@/lib/site/location";
import { appointmentWindow, openSlots } from "@/features/contact/validation/appointment";

const input = "mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600";

/** The fields' words, in the page's language (from the contact form). */
interface AppointmentFieldLabels {
  day: string;
  time: string;
  chooseDayFirst: string;
  chooseTime: string;
  noTimesLeft: string;
}

interface Props {
  locale: "en" | "hi";
  labels: AppointmentFieldLabels;
  day: string;
  time: string;
  errors: { preferredDay?: string; preferredTime?: string };
  /** when the form opened: the first day offered, and on today the times already past */
  now: Date;
  onDay(day: string): void;
  onTime(time: string): void;
}

/**
 * The preferred day and time of a visit. The day is a date picker from today to the last day
 * one can be asked for; the time is a list of the half hours the shop is open that day (none
 * already past today), so only a time the shop can keep can be chosen.
 */
export function AppointmentFields({ locale, labels, day, time, errors, now, onDay, onTime }: Props) {
  const { first, last } = appointmentWindow(now);
  const slots = /^\d{4}-\d{2}-\d{2}$/.test(day) ? openSlots(day, now) : [];
  const described = (name: string, error?: string) =>
    error ? { "aria-invalid": true as const, "aria-describedby": `contact-${name}-error` } : {};
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor="contact-preferredDay" className="block text-sm font-semibold">
          {labels.day}
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        </label>
        <input
          id="contact-preferredDay"
          name="preferredDay"
          type="date"
          required
          min={first}
          max={last}
          value={day}
          onChange={(e) => onDay(e.target.value)}
          className={input}
          {...described("preferredDay", errors.preferredDay)}
        />
        {errors.preferredDay ? (
          <p id="contact-preferredDay-error" className="mt-1 text-sm text-red-700">
            {errors.preferredDay}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="contact-preferredTime" className="block text-sm font-semibold">
          {labels.time}
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        </label>
        <select
          id="contact-preferredTime"
          name="preferredTime"
          required
          disabled={!slots.length}
          value={slots.includes(time) ? time : ""}
          onChange={(e) => onTime(e.target.value)}
          className={input}
          {...described("preferredTime", errors.preferredTime)}
        >
          <option value="">
            {!day ? labels.chooseDayFirst : slots.length ? labels.chooseTime : labels.noTimesLeft}
          </option>
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {formatSlot(slot, locale)}
            </option>
          ))}
        </select>
        {errors.preferredTime ? (
          <p id="contact-preferredTime-error" className="mt-1 text-sm text-red-700">
            {errors.preferredTime}
          </p>
        ) : null}
      </div>
    </div>
  );
}
