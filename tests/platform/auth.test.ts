import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { PUT as changePassword } from "@/app/api/auth/change-password/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as listOrders } from "@/app/api/orders/route";
import { db } from "@/lib/db";
import { ADMIN, adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

const get = (token?: string) =>
  listOrders(new Request("http://shop.test/api/orders", { headers: token ? bearer(token) : {} }), undefined);

describe("POST /api/auth/login", () => {
  it("returns a token and isAdmin; the token works as a Bearer token on admin calls", async () => {
    const token = await adminToken();
    expect(token.split(".")).toHaveLength(5); // an encrypted JWT, as in next-auth's cookie
    expect((await get(token)).status).toBe(200);
  });

  it("gives an unknown e-mail and a wrong password the same 401 answer", async () => {
    await adminToken();
    const wrong = await login(
      jsonRequest(
        "/api/auth/login",
        { email: ADMIN.email, password: "nope-nope" },
        { headers: { "x-forwarded-for": "10.1.1.1" } },
      ),
      undefined,
    );
    const unknown = await login(
      jsonRequest(
        "/api/auth/login",
        { email: "who@shop.test", password: "nope-nope" },
        { headers: { "x-forwarded-for": "10.1.1.2" } },
      ),
      undefined,
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("after five failures for an account from one address, that address gets 429 with Retry-After even with the right password; the owner elsewhere still signs in", async () => {
    await adminToken();
    const prisma = await db();
    await prisma.rateLimit.deleteMany();
    const from = (ip: string, body: unknown) =>
      login(jsonRequest("/api/auth/login", body, { headers: { "x-forwarded-for": ip } }), undefined);
    for (let i = 0; i < 5; i++)
      expect((await from("10.2.0.9", { email: ADMIN.email, password: `wrong-${i}` })).status).toBe(401);
    const locked = await from("10.2.0.9", ADMIN);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await locked.json()).message).toMatch(/Too many failed sign-ins/);
    // The count is in the database: it holds for any instance reading it.
    expect(await prisma.rateLimit.count()).toBeGreaterThan(0);
    // The attacker's failures do not lock the owner out from her own address.
    expect((await from("10.2.0.10", ADMIN)).status).toBe(200);
    await prisma.rateLimit.deleteMany();
  });

  it("locks one address trying many accounts", async () => {
    const prisma = await db();
    await prisma.rateLimit.deleteMany();
    for (let i = 0; i < 5; i++)
      await login(
        jsonRequest(
          "/api/auth/login",
          { email: `guess${i}@shop.test`, password: "x" },
          { headers: { "x-forwarded-for": "10.3.3.3" } },
        ),
        undefined,
      );
    const res = await login(
      jsonRequest(
        "/api/auth/login",
        { email: "another@shop.test", password: "x" },
        { headers: { "x-forwarded-for": "10.3.3.3" } },
      ),
      undefined,
    );
    expect(res.status).toBe(429);
    await prisma.rateLimit.deleteMany();
  });
});

describe("admin guard", () => {
  it("answers 401 without a token and with a forged one", async () => {
    expect((await get()).status).toBe(401);
    expect((await get("forged.token.value.x.y")).status).toBe(401);
    expect((await (await get()).json()).error).toMatch(/sign in/i);
  });

  it("answers 403 for a signed-in account that is not an admin", async () => {
    const prisma = await db();
    await prisma.adminUser.upsert({
      where: { email: "staff@shop.test" },
      update: { isAdmin: false },
      create: {
        email: "staff@shop.test",
        isAdmin: false,
        passwordHash: (await prisma.adminUser.findFirstOrThrow()).passwordHash,
      },
    });
    const { issueToken } = await import("@/lib/auth/token");
    const staff = await prisma.adminUser.findUniqueOrThrow({ where: { email: "staff@shop.test" } });
    expect((await get(await issueToken(staff))).status).toBe(403);
  });
});

describe("change password and logout", () => {
  it("refuses a short or common new password and a wrong old one", async () => {
    const token = await adminToken();
    const put = (body: unknown) =>
      changePassword(
        jsonRequest("/api/auth/change-password", body, { method: "PUT", headers: bearer(token) }),
        undefined,
      );
    expect(
      (await (await put({ oldPassword: ADMIN.password, newPassword: "short" })).json()).errors.newPassword,
    ).toMatch(/at least 8/);
    expect(
      (await (await put({ oldPassword: ADMIN.password, newPassword: "password123" })).json()).errors.newPassword,
    ).toMatch(/too common/);
    const wrongOld = await put({ oldPassword: "not-it-at-all", newPassword: "a-brand-new-password" });
    expect(wrongOld.status).toBe(400);
    expect((await wrongOld.json()).message).toMatch(/Old password is incorrect/);
  });

  it("changes the password, ends older tokens and gives a fresh one", async () => {
    const token = await adminToken();
    const res = await changePassword(
      jsonRequest(
        "/api/auth/change-password",
        { oldPassword: ADMIN.password, newPassword: "saffron-and-silk-2026" },
        { method: "PUT", headers: bearer(token) },
      ),
      undefined,
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Lax/);
    expect((await get(token)).status).toBe(401);
    expect((await get(body.token)).status).toBe(200);
    const relogin = await login(
      jsonRequest(
        "/api/auth/login",
        { email: ADMIN.email, password: "saffron-and-silk-2026" },
        { headers: { "x-forwarded-for": "10.4.4.4" } },
      ),
      undefined,
    );
    expect(relogin.status).toBe(200);
    // put the password back for the other tests
    const prisma = await db();
    await prisma.adminUser.delete({ where: { email: ADMIN.email } });
  });

  it("logout ends the session: the token stops working", async () => {
    const token = await adminToken();
    const res = await logout(
      new Request("http://shop.test/api/auth/logout", { method: "POST", headers: bearer(token) }),
      undefined,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await get(token)).status).toBe(401);
  });
});

describe("the generated first admin", () => {
  it("can sign in with its local address (admin@localhost)", async () => {
    const prisma = await db();
    const { hashPassword } = await import("@/lib/auth/password");
    const passwordHash = await hashPassword("printed-once-password");
    await prisma.adminUser.upsert({
      where: { email: "admin@localhost" },
      update: { passwordHash },
      create: { email: "admin@localhost", passwordHash },
    });
    const res = await login(
      jsonRequest(
        "/api/auth/login",
        { email: "admin@localhost", password: "printed-once-password" },
        { headers: { "x-forwarded-for": "10.6.6.6" } },
      ),
      undefined,
    );
    expect(res.status).toBe(200);
  });
});
