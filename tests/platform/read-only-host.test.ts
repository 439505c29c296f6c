import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

// A read-only app folder without the settings it needs: each place that
// would write under data/ answers with the setting to add, not a bare 500. DATA_DIR under a
// plain file stands in for a read-only folder (these tests run as root, whom EACCES never stops).
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

function unwritableDataDir(): string {
  const file = path.join(process.env.DATA_DIR!, `not-a-folder-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, "");
  return path.join(file, "data");
}

describe("a host whose data folder cannot be written", () => {
  it("sessions and booking links: 503 naming NEXTAUTH_SECRET when it is not set", async () => {
    vi.stubEnv("DATA_DIR", unwritableDataDir());
    vi.stubEnv("NEXTAUTH_SECRET", "");
    vi.stubEnv("AUTH_SECRET", "");
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { authSecret } = await import("@/lib/auth/secret");
    const dir = process.env.DATA_DIR!;
    expect(() => authSecret()).toThrow(
      expect.objectContaining({ status: 503, message: expect.stringContaining("set NEXTAUTH_SECRET") }),
    );
    // The answer reaches anyone: it names the setting, not the server's folders (the log does).
    expect(() => authSecret()).toThrow(expect.objectContaining({ message: expect.not.stringContaining(dir) }));
  });

  it("with NEXTAUTH_SECRET set, nothing is written", async () => {
    vi.stubEnv("DATA_DIR", unwritableDataDir());
    vi.stubEnv("NEXTAUTH_SECRET", "a-secret-from-the-host");
    const { authSecret } = await import("@/lib/auth/secret");
    expect(authSecret()).toBe("a-secret-from-the-host");
  });

  it("photo uploads: 503 naming UPLOADTHING_TOKEN", async () => {
    vi.stubEnv("DATA_DIR", unwritableDataDir());
    const { localStorage } = await import("@/lib/storage/local");
    await expect(localStorage().put(Buffer.from("webp"))).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining("Set UPLOADTHING_TOKEN"),
    });
  });
});
