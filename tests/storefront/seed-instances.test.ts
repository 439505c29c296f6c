import { afterAll, describe, expect, it } from "vitest";
import { connect, type Connection } from "@/lib/db/connect";
import { seed } from "@/features/storefront/seed";
import { seedCollectionItems } from "@/features/storefront/seed/catalogue";

// Three instances cold-starting on one empty database: on PostgreSQL three
// connections, as three processes have; on the embedded database one (it has one connection)
// seeded three times at once. Each must finish without a unique-key error, with one admin, one
// catalogue and the first password printed once.
const connections: Connection[] = [];
afterAll(async () => {
  for (const c of connections) await c.close();
});

describe("three instances starting at once on an empty database", () => {
  it("all finish without an error; one admin, the catalogue once, one password printed", async () => {
    const count = process.env.DATABASE_URL ? 3 : 1;
    for (let i = 0; i < count; i++) connections.push(await connect());
    const logs: string[] = [];
    const instances = [0, 1, 2].map((i) => connections[i % count]!);
    const results = await Promise.allSettled(instances.map((c) => seed(c.prisma, (line) => logs.push(line))));
    expect(
      results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason)),
    ).toEqual([]);

    const prisma = connections[0]!.prisma;
    expect(await prisma.adminUser.count()).toBe(1);
    expect(await prisma.collectionItem.count()).toBe(seedCollectionItems.length);
    expect(await prisma.heroSlide.count()).toBe(3);
    expect(await prisma.appMeta.count({ where: { key: "catalogue_seeded_at" } })).toBe(1);
    expect(logs.filter((l) => l.includes("Password (shown once)"))).toHaveLength(1);
    expect(logs.filter((l) => l.includes("Seeded the demo catalogue"))).toHaveLength(1);
  });
});
