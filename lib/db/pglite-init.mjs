// @ts-check
// The first start on an empty data folder runs PostgreSQL's initdb. In PGlite it runs in the
// process that opens the folder: a second PostgreSQL instance in memory plus a copy of its
// whole memory, about 600 MB at the peak, and a server that did it kept 130 MB more for good
// (WebAssembly memory never shrinks; measured: 960 MB peak, 680 MB steady). Here
// server.mjs has it done by a short-lived child process before Next.js or the database are
// loaded: its memory goes back to the system when it exits, and the server opens a folder
// that already exists.
//
// The child builds the cluster in a folder beside the target and renames it into place, so a
// first start interrupted half-way leaves no half-made database, just a folder to ignore.
// Usage (what initialiseFolder spawns): node lib/db/pglite-init.mjs <folder>
import { spawn } from "node:child_process";
import { existsSync, readdirSync, renameSync, rmdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pgliteMemorySettings } from "../server/memory-budget.mjs";

const self = fileURLToPath(import.meta.url);
// The child's own V8 settings, for a process that lives ten seconds: machine code from the
// baseline compiler only (the optimising one held 100 MB more of code for the one run) and a
// small young generation, so PGlite's large copies are collected as they go.
const CHILD_FLAGS = ["--liftoff-only", "--max-semi-space-size=1"];

/** @param {string} folder */
export function needsInitialising(folder) {
  if (folder.startsWith("memory://")) return false;
  if (!existsSync(folder)) return true;
  return readdirSync(folder).length === 0;
}

/**
 * Initialises an empty (or missing) folder in a child process; nothing to do on an existing
 * database. The caller holds the folder's lock (folder-lock.mjs).
 * @param {string} folder
 * @param {(message: string) => void} [log]
 * @returns {Promise<boolean>} whether it initialised
 */
export async function initialiseFolder(folder, log = () => {}) {
  if (!needsInitialising(folder)) return false;
  const started = Date.now();
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...CHILD_FLAGS, self, folder], {
      stdio: ["ignore", "inherit", "inherit"],
      env: process.env,
    });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`initialising ${folder} failed (${signal ?? `exit ${code}`})`)),
    );
  });
  log(`new database initialised in ${Date.now() - started} ms`);
  return true;
}

/** @param {string} folder */
async function initialiseHere(folder) {
  const { PGlite } = await import("@electric-sql/pglite");
  const settings = pgliteMemorySettings();
  const building = path.join(path.dirname(folder), `.${path.basename(folder)}.initdb-${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  const pg = new PGlite(building, {
    initDbStartParams: settings,
    startParams: [...PGlite.defaultStartParams, ...settings],
  });
  await pg.waitReady;
  await pg.close();
  if (existsSync(folder)) rmdirSync(folder); // empty (needsInitialising): rmdir refuses otherwise
  renameSync(building, folder);
}

if (process.argv[1] === self) {
  const folder = process.argv[2];
  if (!folder) {
    console.error("usage: node lib/db/pglite-init.mjs <folder>");
    process.exit(2);
  }
  await initialiseHere(path.resolve(folder));
}
