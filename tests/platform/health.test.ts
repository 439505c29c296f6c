import { describe, expect, it } from "vitest";
import { GET as live } from "@/app/api/health/live/route";
import { GET as ready } from "@/app/api/health/ready/route";

describe("health checks for load balancers and containers", () => {
  it("live answers 200 without touching the database, never cached", async () => {
    const res = live();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "live" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("ready answers 503 within a second while the database opens, then 200, never cached", async () => {
    let res = await ready();
    const started = Date.now();
    // The database's first open runs every migration: seconds on a quiet machine, 30+ s on a
    // slow CI host (28 Nov). The bound only stops a hang.
    while (res.status === 503 && Date.now() - started < 200_000) {
      expect((await res.json()).message).toMatch(/database/);
      expect(res.headers.get("retry-after")).toBe("5");
      const asked = Date.now();
      res = await ready();
      // The embedded database migrates on this very thread (WebAssembly, synchronous), so no
      // timer fires until it is done; a PostgreSQL server is apart, and the probe gives up in time.
      if (process.env.DATABASE_URL)
        expect(
          Date.now() - asked,
          "the probe gives up after 800 ms; 2 s leaves room for a loaded machine",
        ).toBeLessThan(2000);
    }
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  }, 240_000);
});
