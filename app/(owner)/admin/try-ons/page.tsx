import type { Metadata } from "next";
import { ReservationNotices } from "@/features/rentals/admin/notices";
import { shortDay } from "@/features/rentals/rules/owner-day";
import { tryOnSettings, tryOnsOn } from "@/features/try-ons";
import { TryOnCard } from "@/features/try-ons/admin/try-on-card";
import { TryOnSettingsForm } from "@/features/try-ons/admin/settings-form";
import { OwnerTryOnForm } from "@/features/try-ons/admin/owner-try-on-form";
import { adminPageOrSignIn } from "@/lib/auth/require-admin";
import { addDays, eachDay } from "@/lib/dates";
import { indiaToday } from "@/lib/format";
import { pageClock } from "@/lib/test-clock";

export const metadata: Metadata = { title: "Try-ons" };

/** The week's try-ons, day by day, and the owner's try-on hours, slot length, rooms and closed days. */
export default async function TryOnsPage({ searchParams }: { searchParams: Promise<{ now?: string | string[] }> }) {
  await adminPageOrSignIn("/admin/try-ons");
  const clock = pageClock((await searchParams).now);
  const today = indiaToday(clock);
  const days = eachDay(today, addDays(today, 6));
  const [week, settings] = await Promise.all([Promise.all(days.map((d) => tryOnsOn(d, clock))), tryOnSettings()]);
  return (
    <ReservationNotices>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Try-ons</h1>
      <section aria-labelledby="week-h" className="mt-6">
        <h2 id="week-h" className="font-display text-xl font-bold text-maroon-800">
          This week
        </h2>
        {days.map((d, i) => (
          <div key={d} className="mt-4">
            <h3 className="font-semibold text-stone-800">
              <time dateTime={d}>{shortDay(d, today)}</time> <span className="text-stone-600">({week[i]!.length})</span>
            </h3>
            {week[i]!.length ? (
              <ul className="mt-2 grid gap-4 xl:grid-cols-2">
                {week[i]!.map((t) => (
                  <li key={t.id}>
                    <TryOnCard t={t} today={today} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-stone-600">No try-ons.</p>
            )}
          </div>
        ))}
      </section>
      <section aria-labelledby="book-h" className="mt-10">
        <h2 id="book-h" className="font-display text-xl font-bold text-maroon-800">
          Book a try-on for a customer
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Any time of your try-on hours, past the fitting rooms if you wish.
        </p>
        <div className="mt-3">
          <OwnerTryOnForm settings={settings} today={today} />
        </div>
      </section>
      <section aria-labelledby="settings-h" className="mt-10">
        <h2 id="settings-h" className="font-display text-xl font-bold text-maroon-800">
          Settings
        </h2>
        <div className="mt-3">
          <TryOnSettingsForm settings={settings} />
        </div>
      </section>
    </ReservationNotices>
  );
}
