import { afterEach, describe, expect, it, vi } from "vitest";

describe("database access during next build", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is refused, so a page that reads data at build time cannot open (and seed) the embedded database", async () => {
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    const { db } = await import("@/lib/db");
    await expect(db()).rejects.toThrow(/not opened during `next build`/);
  });
});
