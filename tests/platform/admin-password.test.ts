// The owner who lost her password runs `npm run admin:password -- <e-mail>` on the host: the
// command (scripts/admin-password.mjs, plain Node as in the standalone folder) prints a new
// password once, the old one stops working, and so does every session signed in before. Run as
// the owner runs it, in a process of its own, against this file's database: PGlite by default
// (the shop must be stopped: this process closes the database first, as stopping it would) and,
// with TEST_DATABASE_URL, PostgreSQL while the shop keeps running.
import { spawn } from "node:child_process";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listOrders } from "@/app/api/orders/route";
import { POST as login } from "@/app/api/auth/login/route";
import { authenticate } from "@/lib/auth/login";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { runShutdownHooks } from "@/lib/server/runtime.mjs";
import { ADMIN, adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

const repo = path.resolve(__dirname, "../..");
const embedded = !process.env.DATABASE_URL;

/** Runs the command as `npm run admin:password -- …` does, with this file's database settings. */
function adminPassword(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/admin-password.mjs", ...args], { cwd: repo, env: process.env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/** What the shop answers an API client holding this Bearer token. */
const ordersWith = (token: string) =>
  listOrders(new Request("http://shop.test/api/orders", { headers: bearer(token) }), undefined);

const ownerRow = async () => (await db()).adminUser.findUniqueOrThrow({ where: { email: ADMIN.email } });

/** Stops using the database as a stopped shop would (the folder lock goes with it); the next db() opens it again. */
const stopTheShop = () => (embedded ? runShutdownHooks() : Promise.resolve());

let oldToken: string;
beforeAll(async () => {
  oldToken = await adminToken();
  expect((await ordersWith(oldToken)).status).toBe(200);
});

describe("npm run admin:password", () => {
  it.skipIf(!embedded)("refuses in one sentence while the shop holds the embedded database", async () => {
    await db(); // open: this process is the running shop
    const before = await ownerRow();
    const run = await adminPassword(ADMIN.email);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim()).toMatch(
      new RegExp(`^Stop the shop first: its database .* is open in process ${process.pid}\\b[^\\n]*\\.$`),
    );
    expect((await ownerRow()).passwordHash).toBe(before.passwordHash);
  });

  it("names the admins there are when the e-mail is none of them, and changes nothing", async () => {
    const before = await ownerRow();
    await stopTheShop();
    const run = await adminPassword("nobody@shop.test");
    expect(run.status).toBe(1);
    // The first start's admin (no ADMIN_EMAIL in the tests) and this file's owner.
    expect(run.stderr.trim()).toBe(
      `No admin has the e-mail nobody@shop.test; the admins are: admin@localhost, ${ADMIN.email}.`,
    );
    const after = await ownerRow();
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.sessionVersion).toBe(before.sessionVersion);
    expect((await ordersWith(oldToken)).status).toBe(200);
  });

  it("prints a new password once: it signs in, the old one does not, and the old session is refused", async () => {
    // A few wrong guesses of her own first: they must not keep her out with the new password.
    for (let i = 0; i < 5; i++)
      await expect(authenticate(ADMIN.email, "which-one-was-it", { ip: "10.77.0.5" })).rejects.toMatchObject({
        status: 401,
      });
    await expect(authenticate(ADMIN.email, ADMIN.password, { ip: "10.77.0.5" })).rejects.toMatchObject({
      status: 429,
    });
    await stopTheShop();

    const run = await adminPassword(`  ${ADMIN.email.toUpperCase()} `);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const printed = /^New password for owner@shop\.test \(shown once\): (\S+)$/m.exec(run.stdout)?.[1];
    expect(printed).toMatch(/^[\w-]{16}$/);
    expect(run.stdout).toContain("Every device that was signed in as this admin is signed out.");
    const password = printed!;

    const row = await ownerRow();
    expect(await verifyPassword(password, row.passwordHash)).toBe(true);
    expect(await verifyPassword(ADMIN.password, row.passwordHash)).toBe(false);

    // The session from before: refused on the server, whatever the token itself says.
    const refused = await ordersWith(oldToken);
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toBe("Your session has ended. Please sign in again.");

    // From the connection her guesses had paused: the new password signs in, the old one does not.
    await expect(authenticate(ADMIN.email, password, { ip: "10.77.0.5" })).resolves.toMatchObject({
      admin: { email: ADMIN.email },
    });
    const headers = { "x-forwarded-for": "10.77.0.6" };
    const oldLogin = await login(jsonRequest("/api/auth/login", ADMIN, { headers }), undefined);
    expect(oldLogin.status).toBe(401);
    const newLogin = await login(jsonRequest("/api/auth/login", { ...ADMIN, password }, { headers }), undefined);
    expect(newLogin.status).toBe(200);
    expect((await ordersWith((await newLogin.json()).token)).status).toBe(200);
  });
});
