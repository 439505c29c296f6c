// A fresh folder's first start (every migration, then the seed) grows the embedded database's
// WebAssembly memory, which never shrinks: the connection then renews its thread, and the shop
// reads and writes on the new one as before, with the session's settings in place. An existing
// folder with nothing to migrate keeps its thread.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { connect } from "@/lib/db/connect";

const dir = mkdtempSync(path.join(tmpdir(), "thread-renew-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("renews the thread after a first start, and not on an existing folder", async () => {
  const folder = path.join(dir, "pglite");
  const first = await connect({ url: "", pgliteDir: folder });
  expect(first.shed, "a fresh folder was migrated: its memory can be given back").toBeTypeOf("function");
  await first.prisma.$executeRawUnsafe(`CREATE TABLE kept (note text)`);
  await first.shed!();
  await first.prisma.$executeRawUnsafe(`INSERT INTO kept VALUES ('after the renewal')`);
  const rows = await first.prisma.$queryRawUnsafe<{ note: string }[]>(`SELECT note FROM kept`);
  expect(rows).toEqual([{ note: "after the renewal" }]);
  const [setting] = await first.prisma.$queryRawUnsafe<{ value: string }[]>(
    `SELECT current_setting('pg_trgm.word_similarity_threshold') AS value`,
  );
  expect(setting?.value).toBe("0.45");
  await first.prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`INSERT INTO kept VALUES ('in a transaction')`);
  });
  await first.close();

  const again = await connect({ url: "", pgliteDir: folder });
  expect(again.shed, "nothing was migrated: nothing to give back").toBeUndefined();
  const kept = await again.prisma.$queryRawUnsafe<{ note: string }[]>(`SELECT note FROM kept ORDER BY note`);
  expect(kept.map((r) => r.note)).toEqual(["after the renewal", "in a transaction"]);
  await again.close();
}, 180_000);
