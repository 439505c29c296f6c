// Bookings made before reminders existed get theirs from the migration, at
// the same India times as a new booking's (one per booking, kind and day; none for cancelled
// ones, none already stale), so a deploy does not leave the shop's next weeks unreminded.
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrate, readMigrations, type Migration } from "@/lib/db/migrate";
import { plannedReminders } from "@/features/rentals/rules/reminders";
import { openRunner } from "../helpers/runner";

const NAME = "20261126220120_reminders";
let runner: Awaited<ReturnType<typeof openRunner>>;
let migrations: Migration[];

beforeAll(async () => {
  runner = await openRunner();
  migrations = await readMigrations();
});
afterAll(() => runner.close());

it("writes the reminders of the bookings that still hold their days, as the app would", async () => {
  const at = migrations.findIndex((m) => m.name === NAME);
  expect(at).toBeGreaterThan(0);
  await migrate(runner, migrations.slice(0, at));
  await runner.exec(`
    INSERT INTO collection_items (id, category, title, description, price, "rentPrice", "updatedAt") VALUES ('piece1', 'gowns', 'Gown', 'Gown', 3000, 3000, now());
    INSERT INTO rental_units (id, "itemId", number) VALUES ('unit1', 'piece1', 1), ('unit2', 'piece1', 2);
    INSERT INTO orders (id, kind, "customerName", phone, total, "updatedAt") VALUES ('order1', 'CHECKOUT', 'Asha', '+919811000000', 6000, now());
    INSERT INTO reservations (id, number, status, "itemId", "unitId", title, "pickupOn", "returnOn", "holdFrom", "holdTo", "orderId", "updatedAt") VALUES
      ('a', 1, 'CONFIRMED', 'piece1', 'unit1', 'Gown', '2030-12-15', '2030-12-17', '2030-12-15', '2030-12-17', 'order1', now()),
      ('b', 2, 'CONFIRMED', 'piece1', 'unit2', 'Gown', '2030-12-15', '2030-12-17', '2030-12-15', '2030-12-17', 'order1', now()),
      ('c', 3, 'CANCELLED', 'piece1', 'unit1', 'Gown', '2031-01-15', '2031-01-17', '2031-01-15', '2031-01-17', NULL, now()),
      ('d', 4, 'PICKED_UP', 'piece1', 'unit1', 'Gown', '2031-02-15', '2031-02-17', '2031-02-15', '2031-02-17', NULL, now()),
      ('e', 5, 'RETURNED', 'piece1', 'unit1', 'Gown', '2020-02-15', '2020-02-17', '2020-02-15', '2020-02-17', NULL, now()),
      ('f', 6, 'CONFIRMED', 'piece1', 'unit1', 'Gown', '2020-03-15', '2020-03-17', '2020-03-15', '2020-03-17', NULL, now());`);
  await migrate(runner, migrations);
  const rows = await runner.query<{ key: string; dueAt: string; staleAt: string }>(
    `SELECT key, to_char("dueAt", 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "dueAt", to_char("staleAt", 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "staleAt" FROM reminders ORDER BY key`,
  );
  const iso = (d: Date) => d.toISOString().replace(".000Z", "Z");
  const app = [
    ...plannedReminders("o:order1", [{ from: "2030-12-15", to: "2030-12-17" }], new Date()),
    ...plannedReminders("r:d", [{ from: "2031-02-15", to: "2031-02-17" }], new Date()),
  ]
    .filter((p) => p.kind !== "CONFIRMATION")
    .map((p) => ({ key: p.key, dueAt: iso(p.dueAt), staleAt: iso(p.staleAt) }))
    .sort((x, y) => (x.key < y.key ? -1 : 1));
  expect(rows).toEqual(app);
  expect(rows.find((r) => r.key === "o:order1|PICKUP_TOMORROW|2030-12-15")).toEqual({
    key: "o:order1|PICKUP_TOMORROW|2030-12-15",
    dueAt: "2030-12-14T04:30:00Z",
    staleAt: "2030-12-14T18:30:00Z",
  });
});
