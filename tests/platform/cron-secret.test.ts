// The cron route's secret: too short a CRON_SECRET is refused at start (a pure check that the
// instrumentation hook runs) and by the route itself; wrong secrets lock out the address that
// sends them and, past a count from all addresses together, give every address a single wrong
// try, while the right secret keeps working and spends nothing.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as cronGet, POST as cronPost } from "@/app/api/cron/reminders/route";
import { CRON_SECRET_MIN_LENGTH, cronSecretOf, cronSecretProblem } from "@/lib/server/cron-secret.mjs";
import { drainReminders } from "@/features/rentals/reminders-timer";
import { db } from "@/lib/db";

// Counts the drains the route starts, each still done by the real one.
vi.mock("@/features/rentals/reminders-timer", async (original) => {
  const real = await original<typeof import("@/features/rentals/reminders-timer")>();
  return { ...real, drainReminders: vi.fn(real.drainReminders) };
});
const drains = vi.mocked(drainReminders);

const SECRET = "0123456789abcdef0123456789abcdef"; // 32: the least allowed

/** A request from `address` (one proxy in front, as tests/helpers/setup-db.ts sets), with `secret` as its Bearer. */
const call = (address: string, secret: string | null, method: "GET" | "POST" = "POST") =>
  (method === "GET" ? cronGet : cronPost)(
    new Request("http://shop.test/api/cron/reminders", {
      method,
      headers: { "x-forwarded-for": address, ...(secret === null ? {} : { authorization: `Bearer ${secret}` }) },
    }),
    undefined,
  );
const wrong = (i: number) => `not-the-secret-${i}-${"x".repeat(24)}`;
const cronCounters = async () => (await db()).rateLimit.findMany({ where: { key: { startsWith: "cron-secret" } } });

beforeEach(async () => {
  process.env.CRON_SECRET = SECRET;
  await (await db()).rateLimit.deleteMany({ where: { key: { startsWith: "cron-secret" } } });
  drains.mockClear();
});
afterEach(() => {
  delete process.env.CRON_SECRET;
  vi.restoreAllMocks();
});

describe("the start-up check", () => {
  it("passes an unset, blank or long enough secret, trimmed, and names the setting, its length and the way to make one otherwise", () => {
    expect(CRON_SECRET_MIN_LENGTH).toBe(32);
    expect(cronSecretProblem({})).toBeNull();
    expect(cronSecretProblem({ CRON_SECRET: "   " })).toBeNull();
    expect(cronSecretProblem({ CRON_SECRET: SECRET })).toBeNull();
    expect(cronSecretProblem({ CRON_SECRET: `  ${SECRET}\n` })).toBeNull();
    expect(cronSecretOf({ CRON_SECRET: `  ${SECRET}\n` })).toBe(SECRET);
    const problem = cronSecretProblem({ CRON_SECRET: `   ${SECRET.slice(1)}          ` });
    expect(problem).toContain("CRON_SECRET is 31 characters long");
    expect(problem).toContain("at least 32");
    expect(problem).toContain("openssl rand -hex 32");
    expect(problem).not.toContain(SECRET.slice(1));
    expect(problem).not.toContain("\n");
    // Characters as the operator counts them, not UTF-16 units.
    expect(cronSecretProblem({ CRON_SECRET: "🔑".repeat(20) })).toContain("is 20 characters long");
  });
});

describe("a short CRON_SECRET", () => {
  it("stops the server at start (the instrumentation hook every start runs), with the one line", async () => {
    const { registerNode } = await import("@/instrumentation-node");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const exit = vi.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    process.env.CRON_SECRET = "e2e-cron-secret";
    await expect(registerNode()).rejects.toThrow("exit 1");
    expect(exit).toHaveBeenCalledWith(1);
    expect(errors.mock.calls.map(([line]) => String(line).trim())).toEqual([
      expect.stringMatching(
        /^\[cron\] CRON_SECRET is 15 characters long; it must have at least 32 .*openssl rand -hex 32/,
      ),
    ]);
  });

  it("is refused by the route with 503 and the rule, for the right secret too: nothing is compared, counted or drained", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    process.env.CRON_SECRET = "short-cron-secret";
    for (const secret of ["short-cron-secret", "wrong", null]) {
      const res = await call("203.0.113.10", secret);
      expect(res.status).toBe(503);
      const { message } = (await res.json()) as { message: string };
      expect(message).toContain("CRON_SECRET");
      expect(message).toContain("32 characters");
      expect(message).toContain("openssl rand -hex 32");
      // The answer reaches anyone: the rule, not the secret's length.
      expect(message).not.toContain("17");
    }
    expect(drains).not.toHaveBeenCalled();
    expect(await cronCounters()).toEqual([]);
    // The operator's log gets the full line once per process.
    expect(
      errors.mock.calls.filter(([line]) => String(line).includes("CRON_SECRET is 17 characters long")),
    ).toHaveLength(1);
  });
});

describe("wrong secrets from one address", () => {
  it("10 are answered 401, the 11th 429 with Retry-After; the right secret from that address is refused too, while another address is untouched", async () => {
    for (let i = 0; i < 10; i++) expect((await call("203.0.113.20", wrong(i))).status, `try ${i + 1}`).toBe(401);
    const locked = await call("203.0.113.20", wrong(10));
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await locked.json()) as { message: string }).message).toMatch(
      /Too many wrong cron secrets from your connection\. Try again in 15 minutes\./,
    );
    // Refused before it is compared: otherwise a locked address would still learn right from wrong.
    const right = await call("203.0.113.20", SECRET);
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toBeTruthy();
    expect(drains).not.toHaveBeenCalled();
    // Another address: its own count.
    expect((await call("203.0.113.21", SECRET, "GET")).status).toBe(200);
    expect((await call("203.0.113.21", wrong(0))).status).toBe(401);
    expect(drains).toHaveBeenCalledTimes(1);
  });

  it("a burst of 30 at once from one address has no more than 10 compared", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call("203.0.113.22", wrong(i)).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it("the right secret never counts: after 9 wrong ones, any number of right ones leave the 10th wrong one a 401", async () => {
    for (let i = 0; i < 9; i++) expect((await call("198.51.100.30", wrong(i))).status).toBe(401);
    // The first right one is the 10th counted, which starts the strict block: it gives that back too.
    for (let i = 0; i < 5; i++) expect((await call("198.51.100.30", SECRET)).status).toBe(200);
    expect(drains).toHaveBeenCalledTimes(5);
    expect((await call("198.51.100.30", wrong(9))).status).toBe(401);
    expect((await call("198.51.100.30", wrong(10))).status).toBe(429);
  });

  it("a request with no secret is not a guess: 401, and nothing is counted", async () => {
    for (let i = 0; i < 12; i++) expect((await call("198.51.100.31", null)).status).toBe(401);
    expect(await cronCounters()).toEqual([]);
    expect((await call("198.51.100.31", SECRET)).status).toBe(200);
  });

  it("a right secret from a fresh address spends nothing", async () => {
    expect((await call("198.51.100.32", SECRET)).status).toBe(200);
    const counters = await cronCounters();
    expect(counters.every((c) => c.points === 0)).toBe(true);
    expect(counters.some((c) => c.key.startsWith("cron-secret-all"))).toBe(false);
  });
});

describe("wrong secrets from many addresses", () => {
  it("past 100 in 15 minutes: a wrong one is 429, an address gets one wrong try, the right secret still drains, and the log says so once", async () => {
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
    // 10 addresses, 10 wrong each: every one is still within its own count.
    for (let a = 0; a < 10; a++) {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => call(`192.0.2.${a + 1}`, wrong(i)).then((r) => r.status)),
      );
      expect(statuses).toEqual(Array(10).fill(401));
    }
    const told = warnings.mock.calls.filter(([line]) => String(line).includes("wrong CRON_SECRET tries"));
    expect(told).toHaveLength(1);
    expect(String(told[0]![0])).toContain("100 wrong CRON_SECRET tries in 15 minutes");

    // A fresh address: its first wrong one is compared and answered 429 (it means what 401 does).
    const first = await call("198.51.100.40", wrong(0));
    expect(first.status).toBe(429);
    expect(Number(first.headers.get("retry-after"))).toBeGreaterThan(0);
    // Its next try is refused before comparing, the right secret included.
    expect((await call("198.51.100.40", SECRET)).status).toBe(429);
    expect((await call("198.51.100.40", wrong(1))).status).toBe(429);
    // The real scheduler's address, with the right secret: drained, again and again.
    for (let i = 0; i < 3; i++) expect((await call("198.51.100.41", SECRET)).status).toBe(200);
    expect(drains).toHaveBeenCalledTimes(3);
    // Still one line in the log, however many more wrong ones come.
    expect(warnings.mock.calls.filter(([line]) => String(line).includes("wrong CRON_SECRET tries"))).toHaveLength(1);
  });
});
