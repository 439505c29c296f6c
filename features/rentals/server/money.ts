import "server-only";
import { csvCell } from "@/lib/orders-csv";
import { SHOP_TIME_ZONE } from "@/lib/format";
import type { Day } from "@/lib/dates";
import type { MoneyRow } from "../rules/money";
import { moneyRows } from "../data/money";

const HEADER = ["date (India time)", "type", "booking", "customer", "phone", "method", "reference", "amount (₹)"];

/** "2026-11-26 18:46", sortable in a spreadsheet. */
function stamp(at: Date): string {
  return at.toLocaleString("sv-SE", { timeZone: SHOP_TIME_ZONE, hour12: false }).slice(0, 16);
}

/** The rows as CSV (UTF-8 with a BOM, CRLF), every cell formula-safe (lib/orders-csv.ts). */
function moneyCsv(rows: MoneyRow[]): string {
  const line = (cells: (string | number | null)[]) => cells.map(csvCell).join(",") + "\r\n";
  return "\uFEFF" + line(HEADER) + rows.map((r) => line([stamp(r.at), r.kind, r.booking, r.customer, r.phone, r.method?.toLowerCase() ?? null, r.reference, r.amount])).join("");
}

/** GET /api/money/export: the span's payments and refunds as the accountant's CSV. */
export async function moneyExport(from: Day, to: Day): Promise<string> {
  return moneyCsv(await moneyRows(from, to));
}
