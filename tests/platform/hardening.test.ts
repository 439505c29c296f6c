// What an outside security review found, each as a client would see it.
import { beforeEach, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { PUT as changePassword } from "@/app/api/auth/change-password/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as contact } from "@/app/api/contact/route";
import { GET as listOrders } from "@/app/api/orders/route";
import { db } from "@/lib/db";
import { ADMIN, adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

const attempt = (password: string, ip: string, email = ADMIN.email) =>
  login(jsonRequest("/api/auth/login", { email, password }, { headers: { "x-forwarded-for": ip } }), undefined);

beforeEach(async () => {
  await (await db()).rateLimit.deleteMany();
});

describe("sign-in under a burst (item 2)", () => {
  it("of 60 attempts at once on one account from one address, at most 5 are checked; the rest get 429", async () => {
    await adminToken();
    await (await db()).rateLimit.deleteMany();
    const right = Math.floor(Math.random() * 60);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => attempt(i === right ? ADMIN.password : `wrong-${i}`, "10.20.0.1")),
    );
    const statuses = answers.map((r) => r.status);
    const checked = statuses.filter((s) => s !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.every((s) => s === 401 || s === 200)).toBe(true);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - checked.length);
  }, 180_000);

  it("of 60 attempts at once from one address on 60 accounts, at most 5 are checked", async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => attempt("guess", "10.20.0.2", `guess${i}@shop.test`)),
    );
    expect(answers.filter((r) => r.status !== 429).length).toBeLessThanOrEqual(5);
  }, 180_000);
});

describe("forged client addresses (item 3)", () => {
  const post = (forged: string) =>
    contact(
      jsonRequest(
        "/api/contact",
        {
          name: "Asha",
          email: "asha@example.com",
          subject: "Fitting",
          message: "Is the blue lehenga free on Saturday?",
        },
        { headers: { "x-forwarded-for": `${forged}, 198.51.100.20` } },
      ),
      undefined,
    );

  it("a different forged X-Forwarded-For on each request does not lift the contact limit behind a proxy", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post(`10.${i}.${i}.${i}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  }, 180_000);

  it("forged addresses do not buy extra password guesses", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await attempt(`wrong-${i}`, `10.30.${i}.1, 198.51.100.21`)).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429]);
  }, 180_000);
});

describe("nobody can lock the owner out (item 4)", () => {
  it("failures from many addresses slow the account but the owner still signs in from hers", async () => {
    await adminToken();
    await (await db()).rateLimit.deleteMany();
    for (let a = 0; a < 3; a++)
      for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`, `10.40.${a}.1`)).status).toBe(401);
    const started = Date.now();
    const owner = await attempt(ADMIN.password, "10.40.99.1");
    expect(owner.status).toBe(200);
    // 15 failures on the account this window: the 16th attempt waits before it is checked.
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  }, 180_000);

  it("an attack from over 20 addresses pauses the account for new addresses, never for one the owner signed in from", async () => {
    await adminToken();
    await (await db()).rateLimit.deleteMany();
    expect((await attempt(ADMIN.password, "10.42.200.1")).status).toBe(200); // her shop, last week
    const attack = await Promise.all(
      Array.from({ length: 105 }, (_, i) => attempt(`wrong-${i}`, `10.42.${Math.floor(i / 5)}.1`)),
    );
    expect(attack.filter((r) => r.status === 401).length).toBeLessThanOrEqual(100);
    const stranger = await attempt(ADMIN.password, "10.42.201.1");
    expect(stranger.status).toBe(429);
    expect((await stranger.json()).message).toMatch(/many addresses/);
    expect((await attempt(ADMIN.password, "10.42.200.1")).status).toBe(200);
  }, 180_000);

  it("an address that guessed five times is refused for the whole window, even for another account", async () => {
    for (let i = 0; i < 5; i++) await attempt(`wrong-${i}`, "10.41.0.1");
    const next = await attempt("x", "10.41.0.1", "someone-else@shop.test");
    expect(next.status).toBe(429);
    expect(Number(next.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
  });
});

describe("body limits on next-auth's routes (item 5)", () => {
  const ctx = { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) };

  it("refuses a body over 16 KB with 413 from Content-Length", async () => {
    const big = "password=" + "x".repeat(100 * 1024);
    const res = await nextAuthPost(
      new Request("http://shop.test/api/auth/callback/credentials", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: big,
      }),
      ctx,
    );
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/too large/i);
  });

  it("stops reading a chunked body without Content-Length at the limit", async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(120);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 200 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await nextAuthPost(
      new Request("http://shop.test/api/auth/callback/credentials", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
        duplex: "half",
      } as RequestInit),
      ctx,
    );
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(1024 * 1024);
  });
});

describe("a stray malformed cookie (item 7)", () => {
  const withCookie = (token: string, cookie: string) =>
    new Request("http://shop.test/api/orders", { headers: { ...bearer(token), cookie } });

  it("an undecodable cookie beside a valid Bearer token is ignored", async () => {
    const token = await adminToken();
    expect((await listOrders(withCookie(token, "junk=%E0%A4%A"), undefined)).status).toBe(200);
  });

  it("a valid Bearer token is not overridden by an invalid session cookie", async () => {
    const token = await adminToken();
    expect((await listOrders(withCookie(token, "next-auth.session-token=expired-or-forged"), undefined)).status).toBe(
      200,
    );
  });

  it("logout with a stray cookie revokes the token it was sent with", async () => {
    const token = await adminToken();
    const res = await logout(
      new Request("http://shop.test/api/auth/logout", {
        method: "POST",
        headers: { ...bearer(token), cookie: "junk=%E0%A4%A" },
      }),
      undefined,
    );
    expect(res.status).toBe(200);
    expect(
      (await listOrders(new Request("http://shop.test/api/orders", { headers: bearer(token) }), undefined)).status,
    ).toBe(401);
  });
});

describe("change-password guessing (item 9)", () => {
  it("after five wrong old passwords answers 429 with Retry-After, even for the right one", async () => {
    const token = await adminToken();
    const put = (oldPassword: string) =>
      changePassword(
        jsonRequest(
          "/api/auth/change-password",
          { oldPassword, newPassword: "a-brand-new-password" },
          { method: "PUT", headers: bearer(token) },
        ),
        undefined,
      );
    for (let i = 0; i < 5; i++) expect((await put(`not-it-${i}`)).status).toBe(400);
    const limited = await put(ADMIN.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(/Too many wrong old passwords/);
  });

  it("a burst of wrong old passwords checks no more than five", async () => {
    const token = await adminToken();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        changePassword(
          jsonRequest(
            "/api/auth/change-password",
            { oldPassword: `nope-${i}`, newPassword: "a-brand-new-password" },
            { method: "PUT", headers: bearer(token) },
          ),
          undefined,
        ),
      ),
    );
    expect(answers.filter((r) => r.status === 400).length).toBeLessThanOrEqual(5);
  }, 180_000);
});

describe("request bodies (items 6 and 11)", () => {
  it("refuses `text/plain; application/json` as not JSON (415)", async () => {
    const res = await login(
      new Request("http://shop.test/api/auth/login", {
        method: "POST",
        headers: { "content-type": "text/plain; application/json" },
        body: JSON.stringify(ADMIN),
      }),
      undefined,
    );
    expect(res.status).toBe(415);
  });

  it("accepts JSON with a charset parameter", async () => {
    await adminToken();
    await (await db()).rateLimit.deleteMany();
    const res = await login(
      new Request("http://shop.test/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", "x-forwarded-for": "10.50.0.1" },
        body: JSON.stringify(ADMIN),
      }),
      undefined,
    );
    expect(res.status).toBe(200);
  });

  it("refuses a NUL byte in a sign-in field with 400 naming the field", async () => {
    const res = await attempt("pass\u0000word", "10.50.0.2");
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toHaveProperty("password");
  });
});
