import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A stop during start-up (docker stop while a first start runs initdb): as a container's pid 1
// a signal with no handler is ignored, and the container would wait for SIGKILL. server.mjs
// handles it from its first line. The signal is sent while the initdb child runs, before Next
// is loaded, so no build is needed.
const until = async (ready: () => boolean, what: string) => {
  for (let i = 0; i < 1500 && !ready(); i++) await new Promise((r) => setTimeout(r, 20));
  if (!ready()) throw new Error(`never happened: ${what}`);
};
const running = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

describe("a signal during start-up", () => {
  it.each([
    ["SIGTERM", 0],
    ["SIGINT", 0],
  ] as const)(
    "%s while a first start builds its database: stops it, frees the folder, exits %i at once",
    async (signal, code) => {
      const data = mkdtempSync(path.join(tmpdir(), "start-signal-"));
      const server = spawn(process.execPath, ["server.mjs", "-p", "3319", "-H", "127.0.0.1"], {
        env: { ...process.env, DATA_DIR: data, DATABASE_URL: "", PGLITE_DIR: "" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let log = "";
      server.stdout.on("data", (d) => (log += d));
      server.stderr.on("data", (d) => (log += d));
      const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
        server.once("exit", (code) => resolve({ code, at: Date.now() })),
      );
      try {
        const building = () => readdirSync(data).find((name) => name.startsWith(".pglite.initdb-"));
        await until(() => building() !== undefined, "the initdb child started");
        const initdb = Number(building()!.split("-").at(-1));
        expect(existsSync(path.join(data, "pglite.lock"))).toBe(true);

        const sent = Date.now();
        server.kill(signal);
        const { code: exitCode, at } = await exited;
        expect(exitCode).toBe(code);
        expect(at - sent).toBeLessThan(3_000);
        expect(log).toContain(`[server] ${signal} during start-up: stopping before serving`);
        expect(log).toContain("[server] stopped before serving");
        expect(log).not.toContain("initialising in a child process failed");
        expect(existsSync(path.join(data, "pglite.lock")), "the folder lock is released").toBe(false);
        await until(() => !running(initdb), "the initdb child stopped");
        expect(existsSync(path.join(data, "pglite")), "no half-made database").toBe(false);
      } finally {
        server.kill("SIGKILL");
      }
    },
  );
});
