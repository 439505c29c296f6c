import type { Metadata } from "next";
import Link from "next/link";
import { BlockCard } from "@/features/rentals/admin/block-card";
import { ReservationNotices } from "@/features/rentals/admin/notices";
import { ReservationCard, type Shop } from "@/features/rentals/admin/reservation-card";
import { SettleList } from "@/features/rentals/admin/settle-list";
import { WhatsappReminders } from "@/features/rentals/admin/whatsapp-reminders";
import { MoveCopy } from "@/features/rentals/admin/move-copy";
import { UnpaidShare } from "@/features/rentals/admin/unpaid-share";
import { getSiteConfig } from "@/lib/site/config";
import { todaysWork, type ReservationView } from "@/features/rentals";
import { shortDay } from "@/features/rentals/rules/owner-day";
import { adminPageOrSignIn } from "@/lib/auth/require-admin";
import { indiaToday } from "@/lib/format";
import { pageClock } from "@/lib/test-clock";
import { tryOnsOn, tryOnWhatsapp } from "@/features/try-ons";
import { TryOnCard } from "@/features/try-ons/admin/try-on-card";

export const metadata: Metadata = { title: "Today" };

/** Today shows the soonest requests; the rest wait on Reservations (a phone should not load 50 cards). */
const REQUESTS_SHOWN = 10;

const TRY_ONS_EMPTY = { title: "Try-ons today", empty: "No try-ons today." };

/** One of Today's lists: its cards, or (folded at the end) the line that says it is empty. */
interface Work {
  title: string;
  empty: string;
  items: ReservationView[];
  render(r: ReservationView): React.ReactNode;
  more?: React.ReactNode;
  count?: string;
  /** above the cards: the list at a glance */
  lead?: React.ReactNode;
}

/** A list with work in it (an empty one is folded into the closing line instead). */
function Section({ title, items, render, more, count, lead }: Work) {
  const id = `today-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="font-display text-xl font-bold text-maroon-800">
        {title} <span className="text-base font-semibold text-stone-600">({count ?? items.length})</span>
      </h2>
      {lead}
      <ul className="mt-3 grid gap-4 xl:grid-cols-2">
        {items.map((r) => (
          <li key={r.id}>{render(r)}</li>
        ))}
      </ul>
      {more}
    </section>
  );
}

/**
 * The owner's day on her phone: what goes out, what comes back, what is late, what needs an
 * answer. Sections with work come first, in this order; those with nothing in them are folded
 * into one line at the end, so the one task of a quiet day is the first thing she sees.
 */
export default async function TodayPage({ searchParams }: { searchParams: Promise<{ now?: string | string[] }> }) {
  await adminPageOrSignIn("/admin/today");
  const clock = pageClock((await searchParams).now);
  const [work, tryOns, tryOnMessages] = await Promise.all([
    todaysWork(indiaToday(clock), clock),
    tryOnsOn(indiaToday(clock), clock),
    tryOnWhatsapp(indiaToday(clock), clock),
  ]);
  const site = getSiteConfig();
  const shop: Shop = { name: site.name, url: site.url };
  const card = (r: ReservationView) => <ReservationCard r={r} today={work.today} shop={shop} />;
  const risk = new Map(work.atRisk.map((a) => [a.stay.id, a]));
  const sections: Work[] = [
    {
      title: "At risk",
      empty: "No booking waits on a piece still out.",
      items: work.atRisk.map((a) => a.stay),
      render: (r) => {
        const a = risk.get(r.id)!;
        return (
          <div>
            <p
              className="mb-2 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-900 ring-1 ring-red-200"
              data-testid="at-risk"
            >
              Copy {r.unit} is still out with {a.outWith}.{" "}
              {a.freeCopies.length
                ? `Free for ${r.number}'s days: ${a.freeCopies.map((n) => `copy ${n}`).join(", ")}.`
                : `No other copy is free for ${r.number}'s days: call her.`}
            </p>
            <MoveCopy id={r.id} number={r.number} copies={a.freeCopies} />
            <div className="mt-3">{card(r)}</div>
          </div>
        );
      },
    },
    { title: "Pickups today", empty: "No pickups today.", items: work.pickups, render: card },
    {
      title: "Not collected",
      empty: "Every pickup day that passed was collected.",
      items: work.notCollected,
      render: (r) => <ReservationCard r={r} today={work.today} shop={shop} section="uncollected" />,
      lead: (
        <p className="mt-2 text-sm text-stone-700">
          Their pickup day passed and they are still in the shop, holding their days: call, hand over late, or cancel to
          free the days.
        </p>
      ),
    },
    { title: "Returns due today", empty: "No returns due today.", items: work.returns, render: card },
    {
      title: "Overdue returns",
      empty: "Nothing overdue.",
      items: work.overdue,
      render: (r) => <ReservationCard r={r} today={work.today} shop={shop} feeSoFar={work.feesSoFar[r.id]} />,
    },
    // Back in the shop with money still to settle either way: each booking's balance first, then the cards.
    {
      title: "Money to settle",
      empty: "Nothing to settle: every piece back has its books balanced.",
      items: work.toSettle,
      render: card,
      lead: <SettleList items={work.toSettle} label="What each booking comes to" />,
    },
    {
      title: "Fittings and blocks today",
      empty: "No fittings or blocks today.",
      items: work.blocks,
      render: (b) => <BlockCard b={b} today={work.today} />,
    },
    // A card here may also be in a section above or below (a hold to confirm, a pickup today): its own heading id.
    {
      title: "Asked for other days",
      empty: "No one is waiting for other days.",
      items: work.changes,
      render: (r) => <ReservationCard r={r} today={work.today} shop={shop} section="change" />,
    },
    {
      title: "Holds to confirm",
      empty: "No holds waiting.",
      items: work.toConfirm.slice(0, REQUESTS_SHOWN),
      render: card,
      count: work.toConfirm.length > REQUESTS_SHOWN ? `${REQUESTS_SHOWN} soonest` : undefined,
      more:
        work.toConfirm.length > REQUESTS_SHOWN ? (
          <Link
            href="/admin/reservations?status=requested"
            className="mt-4 inline-flex min-h-11 items-center rounded-full bg-white px-5 py-2 font-semibold ring-1 ring-stone-300"
          >
            All holds to confirm →
          </Link>
        ) : null,
    },
  ];
  const busy = sections.filter((x) => x.items.length);
  const quiet = sections.filter((x) => !x.items.length);
  const quietWords = [...(tryOns.length ? [] : [TRY_ONS_EMPTY]), ...quiet];
  return (
    <ReservationNotices>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-maroon-800">Today</h1>
        <Link
          href="/admin/reservations/new"
          className="inline-flex min-h-11 items-center rounded-full bg-maroon-700 px-4 py-2 font-semibold text-white"
        >
          Book for a customer
        </Link>
        <p className="font-semibold text-stone-700">
          <time dateTime={work.today}>{shortDay(work.today, work.today)}</time>
        </p>
      </div>
      <UnpaidShare {...work.unpaidAhead} />
      {busy.length || tryOns.length ? null : <p className="mt-6 text-lg text-stone-700">Nothing waiting today.</p>}
      {tryOns.length ? (
        <section aria-labelledby="today-try-ons" className="mt-8">
          <h2 id="today-try-ons" className="font-display text-xl font-bold text-maroon-800">
            Try-ons today <span className="text-base font-semibold text-stone-600">({tryOns.length})</span>
          </h2>
          <ul className="mt-3 grid gap-4 xl:grid-cols-2">
            {tryOns.map((t) => (
              <li key={t.id}>
                <TryOnCard t={t} today={work.today} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {busy.map((x) => (
        <Section key={x.title} {...x} />
      ))}
      <WhatsappReminders items={[...work.whatsapp, ...tryOnMessages]} />
      {quietWords.length ? (
        <details className="mt-8 rounded-xl bg-white p-4 ring-1 ring-stone-200">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-stone-800">
            Nothing in {quietWords.map((x) => x.title.toLowerCase()).join(", ")}
          </summary>
          <ul className="mt-2 list-disc pl-5 text-stone-700">
            {quietWords.map((x) => (
              <li key={x.title}>{x.empty}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <p className="mt-10 flex flex-wrap gap-3">
        <Link
          href="/admin/reservations"
          className="inline-flex min-h-11 items-center rounded-full px-5 py-2 font-semibold ring-1 ring-stone-300"
        >
          All reservations →
        </Link>
        <Link
          href="/admin/reservations?state=out"
          className="inline-flex min-h-11 items-center rounded-full px-5 py-2 font-semibold ring-1 ring-stone-300"
        >
          Still out →
        </Link>
      </p>
    </ReservationNotices>
  );
}
