import { moneyExport } from "@/features/rentals";
import { moneyExportSchema } from "@/features/rentals/validation";
import { requireAdmin } from "@/lib/auth/require-admin";
import { handler } from "@/lib/http";
import { queryOf } from "@/lib/validation/list-query";

/**
 * GET /api/money/export?from=2026-11-01&to=2026-11-30 (admin): one row per payment recorded
 * and one per refund paid back (its amount negative, type "refund"), oldest first, as CSV for
 * the accountant (formula-safe cells, UTF-8 with a BOM). 400 without both days or for more than a year.
 */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  const { from, to } = moneyExportSchema.parse(queryOf(request));
  return new Response(await moneyExport(from, to), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="money-${from}-to-${to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
