import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { connect, type Connection } from "@/lib/db/connect";
import { seed } from "@/features/storefront/seed";

// compose.yaml without ADMIN_EMAIL in .env once passed `ADMIN_EMAIL=""`: the shop made an admin
// with an empty address, and nobody could sign in as it.
let conn: Connection;
const logs: string[] = [];

beforeAll(async () => {
  conn = await connect();
});
afterAll(() => conn.close());
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("an empty ADMIN_EMAIL", () => {
  it("is no setting: the first admin is admin@localhost with a password printed once", async () => {
    vi.stubEnv("ADMIN_EMAIL", "   ");
    vi.stubEnv("ADMIN_PASSWORD", "");
    await seed(conn.prisma, (line) => logs.push(line));
    const admins = await conn.prisma.adminUser.findMany({ select: { email: true } });
    expect(admins).toEqual([{ email: "admin@localhost" }]);
    expect(logs.join("\n")).toMatch(/Admin account created: admin@localhost\n\s+Password \(shown once\): \S+/);
  });

  it("with a password beside it still makes no admin without an address", async () => {
    vi.stubEnv("ADMIN_EMAIL", "");
    vi.stubEnv("ADMIN_PASSWORD", "a-password-for-nobody");
    await seed(conn.prisma, (line) => logs.push(line));
    expect(await conn.prisma.adminUser.count({ where: { email: "" } })).toBe(0);
    expect(await conn.prisma.adminUser.count()).toBe(1);
  });
});
