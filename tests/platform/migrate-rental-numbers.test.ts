// The migration that stops blocks using up customers' R-numbers keeps
// every number a customer was given, and the next booking follows the highest of them.
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrate, readMigrations, type Migration } from "@/lib/db/migrate";
import { openRunner } from "../helpers/runner";

const NAME = "20261126110000_rental_numbers";
let runner: Awaited<ReturnType<typeof openRunner>>;
let migrations: Migration[];

beforeAll(async () => {
  runner = await openRunner();
  migrations = await readMigrations();
});
afterAll(() => runner.close());

it("keeps customers' numbers, drops blocks' and counts on from the highest customer number", async () => {
  const at = migrations.findIndex((m) => m.name === NAME);
  expect(at).toBeGreaterThan(0);
  await migrate(runner, migrations.slice(0, at));
  // Before: one sequence for both, so the block in between took number 2.
  await runner.exec(`
    INSERT INTO collection_items (id, category, title, description, price, "rentPrice", "updatedAt") VALUES ('piece1', 'gowns', 'Gown', 'Gown', 3000, 3000, now());
    INSERT INTO rental_units (id, "itemId", number) VALUES ('unit1', 'piece1', 1);
    INSERT INTO reservations (id, kind, "itemId", "unitId", title, "pickupOn", "returnOn", "holdFrom", "holdTo", "updatedAt") VALUES
      ('r1', 'RENTAL', 'piece1', 'unit1', 'Gown', '2030-01-01', '2030-01-02', '2030-01-01', '2030-01-02', now()),
      ('b2', 'BLOCK', 'piece1', 'unit1', 'Gown', '2030-02-01', '2030-02-02', '2030-02-01', '2030-02-02', now()),
      ('r3', 'RENTAL', 'piece1', 'unit1', 'Gown', '2030-03-01', '2030-03-02', '2030-03-01', '2030-03-02', now());`);
  const before = await runner.query<{ id: string; number: number }>(`SELECT id, number FROM reservations ORDER BY id`);
  expect(before).toEqual([
    { id: "b2", number: 2 },
    { id: "r1", number: 1 },
    { id: "r3", number: 3 },
  ]);

  await migrate(runner, migrations);
  const after = await runner.query<{ id: string; number: number | null }>(
    `SELECT id, number FROM reservations ORDER BY id`,
  );
  expect(after).toEqual([
    { id: "b2", number: null },
    { id: "r1", number: 1 },
    { id: "r3", number: 3 },
  ]);
  expect(await runner.query(`SELECT name, value FROM counters`)).toEqual([{ name: "rental-number", value: 3 }]);
});
