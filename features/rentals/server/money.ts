import "server-only";
import { csvCell } from "@/lib/csv";
import { SHOP_TIME_ZONE } from "@/lib/format";
import type { Day } from "@/lib/dates";
import type { MoneyRow } from "../rules/money";
import { moneyRows } from "../data/money";

const HEADER = [
  "day",
  "recorded (India time)",
  "type",
  "booking",
  "stay",
  "customer",
  "phone",
  "method",
  "reference",
  "reason",
  "charge (₹)",
  "deposit (₹)",
  "money in/out (₹)",
];

/** "2026-11-26 18:46", sortable in a spreadsheet. */
function stamp(at: Date): string {
  return at.toLocaleString("sv-SE", { timeZone: SHOP_TIME_ZONE, hour12: false }).slice(0, 16);
}

const methodWord = (r: MoneyRow) =>
  r.method ? (r.online ? `razorpay ${r.method.toLowerCase()}` : r.method.toLowerCase()) : null;

/** The rows as CSV (UTF-8 with a BOM, CRLF), every cell formula-safe (lib/csv.ts). */
function moneyCsv(rows: MoneyRow[]): string {
  const line = (cells: (string | number | null)[]) => cells.map(csvCell).join(",") + "\r\n";
  return (
    "\uFEFF" +
    line(HEADER) +
    rows
      .map((r) =>
        line([
          r.on,
          stamp(r.at),
          r.kind.toLowerCase(),
          r.booking,
          r.stay,
          r.customer,
          r.phone,
          methodWord(r),
          r.reference,
          r.reason,
          r.charge,
          r.deposit,
          r.money,
        ]),
      )
      .join("")
  );
}

/** GET /api/money/export: every ledger entry of the span as the accountant's CSV. */
export async function moneyExport(from: Day, to: Day): Promise<string> {
  return moneyCsv(await moneyRows(from, to));
}
