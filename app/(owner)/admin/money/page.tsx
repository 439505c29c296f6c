import type { Metadata } from "next";
import Link from "next/link";
import { moneyFigures } from "@/features/rentals";
import { PERIODS, moneySpan, type Period } from "@/features/rentals/rules/money";
import type { ByMethod } from "@/features/rentals";
import { adminPageOrSignIn } from "@/lib/auth/require-admin";
import { isDay } from "@/lib/dates";
import { formatRupees, indiaToday } from "@/lib/format";
import { paramsOf } from "@/lib/validation/list-query";

export const metadata: Metadata = { title: "Money" };

const PERIOD_LABEL: Record<Period, string> = { day: "Day", week: "Week", month: "Month" };
const pill = "inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold";

function Figure({ label, value, testId, note }: { label: string; value: number; testId: string; note?: string }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <dt className="text-sm text-stone-700">
        {label}
        {note ? <span className="block text-xs text-stone-600">{note}</span> : null}
      </dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-stone-900" data-testid={testId}>
        {formatRupees(value)}
      </dd>
    </div>
  );
}

function MethodRow({
  label,
  payments,
  refunds,
  testId,
}: {
  label: string;
  payments: number;
  refunds: number;
  testId: string;
}) {
  return (
    <tr className="border-t border-stone-200">
      <th scope="row" className="py-2 pr-4 text-left font-semibold">
        {label}
      </th>
      <td className="py-2 pr-4 text-right tabular-nums" data-testid={`in-${testId}`}>
        {formatRupees(payments)}
      </td>
      <td className="py-2 pr-4 text-right tabular-nums" data-testid={`out-${testId}`}>
        {refunds ? `− ${formatRupees(refunds)}` : formatRupees(0)}
      </td>
      <td className="py-2 text-right font-semibold tabular-nums" data-testid={`net-${testId}`}>
        {formatRupees(payments - refunds)}
      </td>
    </tr>
  );
}

function Methods({ payments, refunds }: { payments: ByMethod; refunds: ByMethod }) {
  return (
    <table className="mt-3 w-full max-w-xl text-sm">
      <caption className="sr-only">Payments and refunds by method</caption>
      <thead>
        <tr className="text-stone-700">
          <th scope="col" className="py-2 pr-4 text-left font-semibold">
            Method
          </th>
          <th scope="col" className="py-2 pr-4 text-right font-semibold">
            Payments in
          </th>
          <th scope="col" className="py-2 pr-4 text-right font-semibold">
            Refunds out
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Net
          </th>
        </tr>
      </thead>
      <tbody>
        <MethodRow label="UPI" payments={payments.upi} refunds={refunds.upi} testId="upi" />
        <MethodRow label="Cash" payments={payments.cash} refunds={refunds.cash} testId="cash" />
        <MethodRow label="Card" payments={payments.card} refunds={refunds.card} testId="card" />
        <MethodRow
          label="Online (Razorpay)"
          payments={payments.razorpay}
          refunds={refunds.razorpay}
          testId="razorpay"
        />
        <MethodRow label="All" payments={payments.total} refunds={refunds.total} testId="total" />
      </tbody>
    </table>
  );
}

/** Money at a glance: a day, week or month in India time, and the CSV for the accountant. */
export default async function MoneyPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await adminPageOrSignIn("/admin/money", await searchParams);
  const raw = paramsOf(await searchParams);
  const today = indiaToday();
  // A hand-edited address with a bad period or day shows this month rather than an error page.
  const period: Period = PERIODS.includes(raw.period as Period) ? (raw.period as Period) : "month";
  // Years the calendar arithmetic and the database both take (9999-12-30's week ends in year 10000).
  const on = raw.on && isDay(raw.on) && raw.on >= "2000-01-01" && raw.on <= "2099-12-31" ? raw.on : today;
  const span = moneySpan(period, on);
  const money = await moneyFigures(span.from, span.to);
  const href = (p: Period, day: string) => `/admin/money?period=${p}&on=${day}`;
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Money</h1>
      <nav aria-label="Period" className="mt-4 flex flex-wrap items-center gap-2">
        {PERIODS.map((p) => (
          <Link
            key={p}
            href={href(p, on)}
            aria-current={p === period ? "page" : undefined}
            className={`${pill} ring-1 ring-stone-300 aria-[current=page]:bg-maroon-700 aria-[current=page]:text-white`}
          >
            {PERIOD_LABEL[p]}
          </Link>
        ))}
      </nav>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Link href={href(period, span.prev)} className={`${pill} bg-white ring-1 ring-stone-300`}>
          ← Previous<span className="sr-only"> {period}</span>
        </Link>
        <h2 className="font-display text-xl font-bold text-stone-900" data-testid="money-span">
          {span.label}
        </h2>
        <Link href={href(period, span.next)} className={`${pill} bg-white ring-1 ring-stone-300`}>
          Next<span className="sr-only"> {period}</span> →
        </Link>
      </div>

      <h2 className="mt-6 font-display text-xl font-bold text-maroon-800">Charged in this period</h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Figure label="Rent" value={money.charged.rent} testId="money-rent" />
        <Figure
          label="Delivery and goods"
          value={money.charged.delivery + money.charged.goods}
          testId="money-delivery-goods"
        />
        <Figure label="Late fees kept" value={money.charged.lateFees} testId="money-late-fees" />
        <Figure label="Damages kept" value={money.charged.damages} testId="money-damages" />
        <Figure label="Adjustments" value={money.charged.adjustments} testId="money-adjustments" />
        <Figure label="Charged in all" value={money.charged.total} testId="money-charged" note="deposits apart" />
      </dl>

      <h2 className="mt-8 font-display text-xl font-bold text-maroon-800">Right now</h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure
          label="Deposits held"
          value={money.depositsHeld}
          testId="money-deposits-held"
          note="for pieces not yet back"
        />
        <Figure label="Owed to customers" value={money.refundsDue} testId="money-refunds-due" note="to refund" />
        <Figure
          label="Owed by customers"
          value={money.owedByCustomers}
          testId="money-owed"
          note="pieces out or back, or cancelled"
        />
        <Figure label="Still to collect" value={money.toCollect} testId="money-to-collect" note="bookings to come" />
      </dl>

      <section aria-labelledby="by-method" className="mt-8">
        <h2 id="by-method" className="font-display text-xl font-bold text-maroon-800">
          Money in and out, by method
        </h2>
        <Methods payments={money.payments} refunds={money.refunds} />
        <p className="mt-2 text-sm text-stone-700">
          Net in this period: <strong data-testid="money-net">{formatRupees(money.net)}</strong>
        </p>
        <a
          href={`/api/money/export?from=${span.from}&to=${span.to}`}
          download
          className={`${pill} mt-4 bg-maroon-700 text-white hover:bg-maroon-800`}
        >
          Download CSV<span className="sr-only"> of every entry of the books, {span.label}</span>
        </a>
      </section>

      <section aria-label="What the figures mean" className="mt-10 max-w-3xl space-y-1 text-sm text-stone-700">
        <h2 className="font-semibold text-stone-900">What each figure means</h2>
        <p>
          Every figure comes from the bookings&apos; books: each charge and each rupee that moved, on the India day it
          happened (a week runs Monday to Sunday). Amounts are whole rupees.
        </p>
        <p>
          <strong>Charged in this period</strong>: what bookings were charged on these days, less what was taken back on
          them (a cancellation, a waived late fee, a goodwill amount). Deposits are not counted: they are the
          customer&apos;s money until a return decides what is kept.
        </p>
        <p>
          <strong>Deposits held</strong>: what customers paid beyond every other charge, up to the deposits of pieces
          not yet back. <strong>Owed to customers</strong>: what the shop must pay back now (a deposit less its
          deductions, an overpayment, a cancelled booking&apos;s money). <strong>Owed by customers</strong>: what is
          unpaid on bookings whose pieces went out, or that were cancelled with a charge.{" "}
          <strong>Still to collect</strong>: what is unpaid on bookings still to come.
        </p>
        <p>
          <strong>Money in and out</strong>: payments and refunds dated in the period, by how the money moved; Razorpay
          apart from money paid to the shop&apos;s own UPI id. The CSV has one row per entry of the books in the period:
          its charge, deposit and money columns add up to the figures above, the money column to the net.
        </p>
      </section>
    </div>
  );
}
