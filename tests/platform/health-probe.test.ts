// The container's HEALTHCHECK (scripts/health-probe.sh) run with bash, as Docker runs it, against
// a server on 127.0.0.1 that answers what the shop's readiness check answers. Its exit status is
// what Docker reads: 0 healthy, anything else not.
import { spawn, spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const PROBE = path.resolve(__dirname, "../../scripts/health-probe.sh");
let server: Server;
let port: number;
let answer = 200;
const seen: { url?: string; host?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url, host: req.headers.host });
    res.statusCode = req.url === "/api/health/ready" ? answer : 404;
    res.end(JSON.stringify({ ok: answer === 200 }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** Runs the probe as a child with only what the image's environment gives it. */
function probe(env: Record<string, string>) {
  // Not spawnSync: the test's own server must answer while bash waits on it.
  return new Promise<{ status: number | null; output: string; ms: number }>((resolve) => {
    const started = Date.now();
    const child = spawn("bash", [PROBE], {
      env: { NODE_ENV: "test", PATH: process.env.PATH ?? "/usr/bin:/bin", ...env },
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (status) => resolve({ status, output, ms: Date.now() - started }));
  });
}

describe("the container's health probe", () => {
  it("is valid bash", () => {
    expect(spawnSync("bash", ["-n", PROBE]).status).toBe(0);
  });

  it("exits 0 when the shop is ready (200), asking /api/health/ready on PORT", async () => {
    answer = 200;
    seen.length = 0;
    const result = await probe({ PORT: String(port) });
    expect(result).toMatchObject({ status: 0, output: "" });
    expect(seen).toEqual([{ url: "/api/health/ready", host: `127.0.0.1:${port}` }]);
  });

  it("exits 1 when the shop answers 503 (the database unreachable) or 500", async () => {
    for (const code of [503, 500]) {
      answer = code;
      expect((await probe({ PORT: String(port) })).status, String(code)).toBe(1);
    }
  });

  it("exits 1, silently and at once, when nothing listens on the port", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const free = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await probe({ PORT: String(free) });
    expect(result.status).toBe(1);
    expect(result.output).toBe("");
    expect(result.ms).toBeLessThan(1_000);
  });

  it("gives up on a server that accepts and never answers, before Docker's 3 s timeout", async () => {
    // A stand-in that holds every connection: the probe must not wait for it.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const result = await probe({ PORT: String((silent.address() as AddressInfo).port), HEALTH_PROBE_TIMEOUT_S: "1" });
      expect(result.status).toBe(1);
      expect(result.ms).toBeLessThan(2_500);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
