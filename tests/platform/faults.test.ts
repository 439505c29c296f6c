import { describe, expect, it } from "vitest";
import { proxiedDatabase } from "../helpers/tcp-proxy";

// An outage needs a database server to lose: this runs in the PostgreSQL pass
// (TEST_DATABASE_URL), where the app reaches its database through a proxy we can stop.
// The embedded database lives inside the app's own process and cannot go away alone.
describe.runIf(process.env.TEST_DATABASE_URL)("database outage", () => {
  it("answers 503 JSON while the database is down, recovers without a restart, and loses no order", async () => {
    const { proxy, url } = await proxiedDatabase(process.env.DATABASE_URL!);
    process.env.DATABASE_URL = url;

    const { POST: order } = await import("@/app/api/orders/route");
    const { GET: byCategory } = await import("@/app/api/collection/[key]/route");
    const { jsonRequest } = await import("../helpers/request");
    const { db } = await import("@/lib/db");
    const place = (name: string, productId: string) =>
      order(
        jsonRequest(
          "/api/orders",
          { productId, userName: name, userPhone: "9811045872" },
          { headers: { "x-forwarded-for": `10.5.5.${Math.floor(Math.random() * 250)}` } },
        ),
        undefined,
      );

    const items = await (
      await byCategory(new Request("http://t/api/collection/suit"), { params: Promise.resolve({ key: "suit" }) })
    ).json();
    expect((await place("Before Outage", items[0]._id)).status).toBe(201);

    await proxy.stop();
    const during = await place("During Outage", items[0]._id);
    expect(during.status).toBe(503);
    const body = await during.json();
    expect(body.error).toMatch(/not reachable/);
    expect(JSON.stringify(body)).not.toMatch(/prisma|ECONNREFUSED|at \w+ \(/i);
    const read = await byCategory(new Request("http://t/api/collection/gown"), {
      params: Promise.resolve({ key: "gown" }),
    });
    expect(read.status).toBe(503);

    await proxy.start();
    expect((await place("After Outage", items[0]._id)).status).toBe(201);
    const prisma = await db();
    const names = (await prisma.order.findMany({ select: { customerName: true } })).map((o) => o.customerName);
    expect(names).toEqual(expect.arrayContaining(["Before Outage", "After Outage"]));
    expect(names).not.toContain("During Outage");
    await prisma.$disconnect();
    await proxy.stop();
  }, 180_000);
});
