import type { Metadata } from "next";
import Link from "next/link";
import { BlockCard } from "@/features/rentals/admin/block-card";
import { ReservationNotices } from "@/features/rentals/admin/notices";
import { ReservationCard, type Shop } from "@/features/rentals/admin/reservation-card";
import { SettleList } from "@/features/rentals/admin/settle-list";
import { WhatsappReminders } from "@/features/rentals/admin/whatsapp-reminders";
import { getSiteConfig } from "@/lib/content/site";
import { todaysWork, type ReservationView } from "@/features/rentals";
import { shortDay } from "@/features/rentals/rules/owner-day";
import { adminPageOrSignIn } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Today" };

/** Today shows the soonest requests; the rest wait on Reservations (a phone should not load 50 cards). */
const REQUESTS_SHOWN = 10;

function Section({
  title,
  empty,
  items,
  render,
  more,
  count,
  lead,
}: {
  title: string;
  empty: string;
  items: ReservationView[];
  render(r: ReservationView): React.ReactNode;
  more?: React.ReactNode;
  count?: string;
  /** above the cards: the list at a glance */
  lead?: React.ReactNode;
}) {
  const id = `today-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="font-display text-xl font-bold text-maroon-800">
        {title} <span className="text-base font-semibold text-stone-600">({count ?? items.length})</span>
      </h2>
      {items.length ? lead : null}
      {items.length ? (
        <ul className="mt-3 grid gap-4 xl:grid-cols-2">
          {items.map((r) => (
            <li key={r.id}>{render(r)}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-stone-600">{empty}</p>
      )}
      {more}
    </section>
  );
}

/** The owner's day on her phone: what goes out, what comes back, what is late, what needs an answer. */
export default async function TodayPage() {
  await adminPageOrSignIn("/admin/today");
  const work = await todaysWork();
  const site = getSiteConfig();
  const shop: Shop = { name: site.name, url: site.url };
  const card = (r: ReservationView) => <ReservationCard r={r} today={work.today} shop={shop} />;
  return (
    <ReservationNotices>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-maroon-800">Today</h1>
        <p className="font-semibold text-stone-700">
          <time dateTime={work.today}>{shortDay(work.today, work.today)}</time>
        </p>
      </div>
      <Section title="Pickups today" empty="No pickups today." items={work.pickups} render={card} />
      <Section title="Returns due today" empty="No returns due today." items={work.returns} render={card} />
      <Section title="Overdue returns" empty="Nothing overdue." items={work.overdue} render={card} />
      {/* Back in the shop with money still to settle either way: each booking's balance first, then the cards. */}
      <Section
        title="Money to settle"
        empty="Nothing to settle: every piece back has its books balanced."
        items={work.toSettle}
        render={card}
        lead={<SettleList items={work.toSettle} label="What each booking comes to" />}
      />
      <WhatsappReminders items={work.whatsapp} />
      <Section title="Fittings and blocks today" empty="No fittings or blocks today." items={work.blocks} render={(b) => <BlockCard b={b} today={work.today} />} />
      {/* A card here may also be in a section above or below (a hold to confirm, a pickup today): its own heading id. */}
      <Section title="Asked for other days" empty="No one is waiting for other days." items={work.changes} render={(r) => <ReservationCard r={r} today={work.today} shop={shop} section="change" />} />
      <Section
        title="Holds to confirm"
        empty="No holds waiting."
        items={work.toConfirm.slice(0, REQUESTS_SHOWN)}
        render={card}
        count={work.toConfirm.length > REQUESTS_SHOWN ? `${REQUESTS_SHOWN} soonest` : undefined}
        more={
          work.toConfirm.length > REQUESTS_SHOWN ? (
            <Link href="/admin/reservations?status=requested" className="mt-4 inline-flex min-h-11 items-center rounded-full bg-white px-5 py-2 font-semibold ring-1 ring-stone-300">
              All holds to confirm →
            </Link>
          ) : null
        }
      />
      <p className="mt-10">
        <Link href="/admin/reservations" className="inline-flex min-h-11 items-center rounded-full px-5 py-2 font-semibold ring-1 ring-stone-300">
          All reservations →
        </Link>
      </p>
    </ReservationNotices>
  );
}
