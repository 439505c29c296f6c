import { describe, expect, it } from "vitest";
import { diffMigrationsToSchema, isEmptyDiff } from "../../scripts/schema-engine.mjs";

describe("schema and migrations", () => {
  // Replays prisma/migrations on a shadow database and diffs it against schema.prisma.
  it("agree: the migrations build exactly the schema", async () => {
    const sql: string = await diffMigrationsToSchema();
    expect(
      isEmptyDiff(sql),
      `schema.prisma differs from prisma/migrations; run npm run db:diff -- <name>:\n${sql}`,
    ).toBe(true);
  }, 300_000);

  it("the drift check notices a difference", () => {
    expect(isEmptyDiff("-- This is an empty migration.")).toBe(true);
    expect(isEmptyDiff('-- AlterTable\nALTER TABLE "orders" ADD COLUMN "x" TEXT;')).toBe(false);
  });
});
