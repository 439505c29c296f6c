// Bookings made before the ledger get their books from the migration: rent and deposit when
// booked, taken back when cancelled, the deposit released and the fees charged at a return,
// delivery and goods of a checkout, every payment and refund. Nothing booked changes its
// figures except where the old ones were wrong (money paid on a cancelled booking is owed back).
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrate, readMigrations, type Migration } from "@/lib/db/migrate";
import { booksOf, type KindSums, type LedgerKind } from "@/features/rentals/rules/ledger";
import { openRunner } from "../helpers/runner";

const NAME = "20261201230000_ledger";
let runner: Awaited<ReturnType<typeof openRunner>>;
let migrations: Migration[];

beforeAll(async () => {
  runner = await openRunner();
  migrations = await readMigrations();
});
afterAll(() => runner.close());

async function books(booking: string) {
  const rows = await runner.query<{ kind: LedgerKind; amount: number }>(
    `SELECT e.kind::text AS kind, SUM(e.amount)::int AS amount FROM ledger_entries e LEFT JOIN reservations s ON s.id = e."stayId"
      WHERE COALESCE(e."orderId", s."orderId", e."stayId") = $1 GROUP BY 1`,
    [booking],
  );
  const sums: KindSums = {};
  for (const r of rows) sums[r.kind] = r.amount;
  return booksOf(sums);
}

it("writes the books of every booking from what is recorded, and the triggers keep them after", async () => {
  const at = migrations.findIndex((m) => m.name === NAME);
  expect(at).toBeGreaterThan(0);
  await migrate(runner, migrations.slice(0, at));
  await runner.exec(`
    INSERT INTO collection_items (id, category, title, description, price, "rentPrice", "updatedAt") VALUES ('piece1', 'gowns', 'Gown', 'Gown', 3000, 3000, now());
    INSERT INTO rental_units (id, "itemId", number) VALUES ('unit1', 'piece1', 1), ('unit2', 'piece1', 2);
    -- a checkout: two stays of ₹2,000 + ₹2,000 deposit each, delivery ₹250, a ₹500 sari; ₹3,000 paid
    INSERT INTO orders (id, kind, "customerName", phone, total, deposit, "deliveryCharge", "updatedAt") VALUES ('order1', 'CHECKOUT', 'Asha', '+919811000000', 4750, 4000, 250, now());
    INSERT INTO reservations (id, number, status, "itemId", "unitId", title, "pickupOn", "returnOn", "holdFrom", "holdTo", "orderId", rent, deposit, "updatedAt") VALUES
      ('a', 1, 'CONFIRMED', 'piece1', 'unit1', 'Gown', '2030-12-15', '2030-12-17', '2030-12-15', '2030-12-17', 'order1', 2000, 2000, now()),
      ('b', 2, 'CONFIRMED', 'piece1', 'unit2', 'Gown', '2030-12-15', '2030-12-17', '2030-12-15', '2030-12-17', 'order1', 2000, 2000, now()),
      ('c', 3, 'CANCELLED', 'piece1', 'unit1', 'Gown', '2031-01-15', '2031-01-17', '2031-01-15', '2031-01-17', NULL, 1000, 1000, now()),
      ('e', 5, 'RETURNED', 'piece1', 'unit1', 'Gown', '2020-02-15', '2020-02-17', '2020-02-15', '2020-02-17', NULL, 1000, 1000, now()),
      ('s', 6, 'SETTLED', 'piece1', 'unit1', 'Gown', '2020-03-15', '2020-03-17', '2020-03-15', '2020-03-17', NULL, 1000, 1000, now());
    INSERT INTO payments (id, "orderId", "reservationId", amount, method, reference) VALUES
      ('p1', 'order1', NULL, 3000, 'UPI', 'UTR 1'),
      ('p2', NULL, 'c', 2000, 'CASH', NULL),
      ('p3', NULL, 'e', 2000, 'UPI', 'UTR 3'),
      ('p4', NULL, 's', 2000, 'CARD', NULL);
    INSERT INTO return_checks (id, "reservationId", "returnedOn", condition, "daysLate", "lateFee", damage, deposit) VALUES
      ('rc-e', 'e', '2020-02-18', 'FINE', 1, 200, 0, 1000),
      ('rc-s', 's', '2020-03-17', 'DAMAGED', 0, 0, 300, 1000);
    INSERT INTO refunds (id, "returnCheckId", amount, method) VALUES ('f-s', 'rc-s', 700, 'UPI');`);
  await migrate(runner, migrations);

  expect(await books("order1")).toMatchObject({
    charged: 8750,
    goods: 500,
    delivery: 250,
    paid: 3000,
    due: 5750,
    refundDue: 0,
    depositHeld: 0,
  });
  // Paid ₹2,000, then cancelled: the old page said "Refund due ₹0".
  expect(await books("c")).toMatchObject({ charged: 0, paid: 2000, refundDue: 2000, due: 0 });
  // Paid rent and deposit, back a day late: the deposit less the late fee is owed back.
  expect(await books("e")).toMatchObject({ charged: 1200, lateFee: 200, refundDue: 800, depositHeld: 0 });
  // Settled before the ledger: its books balance.
  expect(await books("s")).toMatchObject({ charged: 1300, paid: 2000, refunded: 700, balance: 0 });
  const moved = await runner.query<{ count: number }>(
    `SELECT COUNT(*)::int AS count FROM ledger_entries WHERE kind IN ('PAYMENT', 'REFUND') AND "razorpayPaymentId" IS NULL AND "byOwner"`,
  );
  expect(moved).toEqual([{ count: 5 }]);

  // From now on the database posts charges as the rows change.
  await runner.exec(`UPDATE reservations SET status = 'CANCELLED', "updatedAt" = now() WHERE id = 'b'`);
  expect(await books("order1")).toMatchObject({ charged: 4750, due: 1750 });
  await runner.exec(`UPDATE orders SET status = 'CANCELLED', "updatedAt" = now() WHERE id = 'order1'`);
  expect(await books("order1")).toMatchObject({ charged: 4000, goods: 0, delivery: 0 });
});
