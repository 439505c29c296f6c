import { describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { connect } from "@/lib/db/connect";
import { seed } from "@/features/storefront/seed";

// The embedded default keeps its data on disk: a restart (close, open again) keeps
// everything, applies no migration twice and seeds nothing twice.
describe("embedded database on disk", () => {
  it("keeps all data across a restart", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "pglite-")), "db");
    const first = await connect({ url: "", pgliteDir: dir });
    await seed(first.prisma, () => {});
    const items = await first.prisma.collectionItem.count();
    await first.prisma.order.create({
      data: { kind: "REQUEST", customerName: "Survives Restart", phone: "+919811045872", total: 1550 },
    });
    await first.close();

    const second = await connect({ url: "", pgliteDir: dir });
    await seed(second.prisma, () => {});
    expect(await second.prisma.collectionItem.count()).toBe(items);
    expect(await second.prisma.order.findFirst({ where: { customerName: "Survives Restart" } })).not.toBeNull();
    expect(await second.prisma.adminUser.count()).toBe(1);
    await second.close();
  }, 180_000);
});
