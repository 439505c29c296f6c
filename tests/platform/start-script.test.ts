// scripts/start.sh (npm start, the container's CMD) starts server.mjs with Node sized to the
// memory the shop plans for: glibc's arenas held to two, and V8's heap to a quarter of a small
// host's memory. A stand-in `node` on PATH prints what it was given.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const bin = mkdtempSync(path.join(tmpdir(), "start-script-"));
afterAll(() => rmSync(bin, { recursive: true, force: true }));
writeFileSync(
  path.join(bin, "node"),
  '#!/bin/sh\necho "args=$*"\necho "arena=$MALLOC_ARENA_MAX"\necho "options=$NODE_OPTIONS"\necho "cwd=$(pwd)"\n',
);
chmodSync(path.join(bin, "node"), 0o755);

function start(env: Record<string, string>, ...args: string[]) {
  const run = spawnSync("sh", [path.join(root, "scripts/start.sh"), ...args], {
    env: { NODE_ENV: "production", PATH: `${bin}:/usr/bin:/bin`, ...env },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  return Object.fromEntries(
    run.stdout
      .trim()
      .split("\n")
      .map((l) => [l.split("=")[0], l.slice(l.indexOf("=") + 1)]),
  );
}

it("on a 1 GB host: two arenas and a 256 MB heap, then server.mjs with the arguments, from the shop's folder", () => {
  const seen = start({ SERVER_MEMORY_MB: "1024" }, "-p", "3000", "-H", "127.0.0.1");
  expect(seen).toEqual({
    args: "server.mjs -p 3000 -H 127.0.0.1",
    arena: "2",
    options: "--max-old-space-size=256 --max-semi-space-size=4",
    cwd: root,
  });
});

it("from 4 GB up V8 sizes its own heap; settings the host gave are kept", () => {
  expect(start({ SERVER_MEMORY_MB: "8192" }).options).toBe("");
  const given = start({ SERVER_MEMORY_MB: "1024", MALLOC_ARENA_MAX: "4", NODE_OPTIONS: "--max-old-space-size=300" });
  expect(given).toMatchObject({ arena: "4", options: "--max-old-space-size=300" });
  expect(start({ SERVER_MEMORY_MB: "2048", NODE_OPTIONS: "--enable-source-maps" }).options).toBe(
    "--enable-source-maps --max-old-space-size=512 --max-semi-space-size=8",
  );
});
