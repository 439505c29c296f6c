// node scripts/assemble-standalone.mjs <folder>: the folder a container (or any host without
// the source tree) runs the shop from, made from a build with `output: "standalone"`:
// Next's traced server (.next/standalone: its node_modules, the server bundles, the
// migrations traced in next.config.ts), plus what Next does not trace: the static assets,
// public/, server.mjs with the plain modules it imports (the folder lock, the drain, the
// runtime ties), and the owner's commands (restore, the health probe). The Dockerfile runs
// this; tests/e2e/standalone.spec.ts starts the shop from the same folder as an unprivileged
// user on a read-only copy, and tests/platform/standalone-scripts.test.ts restores a backup
// with the folder's own restore command.
import { cpSync, existsSync, readFileSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const dest = path.resolve(process.argv[2] ?? "");
if (!process.argv[2]) {
  console.error("usage: node scripts/assemble-standalone.mjs <folder>");
  process.exit(2);
}
const standalone = path.join(root, ".next/standalone");
if (!existsSync(path.join(standalone, "server.js"))) {
  console.error('No .next/standalone: run `npm run build` first (next.config.ts sets output: "standalone").');
  process.exit(1);
}

/** Where a standalone copy keeps Next's cache; server.mjs knows it by the link. */
const NEXT_CACHE = "/tmp/boutique-next-cache";

/** server.mjs and the plain modules it imports before Next is loaded (not traced by Next). */
const SERVER_FILES = [
  "server.mjs",
  "lib/server/cache-handler.mjs",
  "lib/server/cache-names.mjs",
  "lib/server/node-version.mjs",
  "lib/server/runtime.mjs",
  "lib/server/https-headers.mjs",
  "lib/server/cookie-redirect-headers.mjs",
  "lib/server/security-headers.mjs",
  "lib/server/static-brotli.mjs",
  "lib/server/memory-budget.mjs",
  "lib/server/outage-page.mjs",
  "lib/site/shop-numbers.mjs",
  // The outage page's words, read by server.mjs when no page can be rendered.
  "messages",
  "lib/db/folder-lock.mjs",
  "lib/db/pglite-init.mjs",
  // The embedded database's thread, loaded by path at run time (lib/db/pglite-thread.ts).
  "lib/db/pglite-worker.mjs",
  "lib/db/pglite-extensions.mjs",
  // The thread writes a backup's database.tar with it.
  "lib/backup/folder-tar.mjs",
  "prisma/migrations",
];

/**
 * The commands an owner runs where the shop runs (a container, a host with only this folder),
 * with the plain modules they import; nothing in scripts/ that needs the source tree or a
 * build (tests, benches, db:diff). Named one by one, so a new script ships by choice.
 */
const PRODUCTION_SCRIPTS = [
  // The start (npm start, the container's CMD): Node sized to the memory it has.
  "scripts/start.sh",
  // The container's HEALTHCHECK (Dockerfile).
  "scripts/health-probe.sh",
  // `node scripts/restore.mjs <backup file>` with the shop stopped.
  "scripts/restore.mjs",
  "lib/restore.mjs",
  "lib/backup/archive.mjs",
  "lib/backup/unpack.mjs",
  "lib/backup/read-tar.mjs",
  "lib/backup/restore-error.mjs",
  // `node scripts/admin-password.mjs <e-mail>`: a new password for an owner who lost hers.
  "scripts/admin-password.mjs",
  "lib/auth/password-hash.mjs",
];
/**
 * Packages those commands import that Next bundles into the server's chunks rather than trace
 * whole: tar arrives as loose files with no package.json and none of its dependencies, so
 * `import "tar"` fails there. Copied whole from node_modules, with what they depend on.
 */
const PRODUCTION_PACKAGES = ["tar"];

rmSync(dest, { recursive: true, force: true });
cpSync(standalone, dest, { recursive: true, verbatimSymlinks: true });
cpSync(path.join(root, ".next/static"), path.join(dest, ".next/static"), { recursive: true });
cpSync(path.join(root, "public"), path.join(dest, "public"), { recursive: true });
for (const file of [...SERVER_FILES, ...PRODUCTION_SCRIPTS]) {
  cpSync(path.join(root, file), path.join(dest, file), { recursive: true });
}
/** @param {string} name @param {Set<string>} copied */
function copyPackage(name, copied = new Set()) {
  const from = path.join(root, "node_modules", name);
  // A dependency not hoisted to the top lives in its dependent's own node_modules, copied with it.
  if (copied.has(name) || !existsSync(path.join(from, "package.json"))) return;
  copied.add(name);
  const to = path.join(dest, "node_modules", name);
  // A folder whose node_modules links to this checkout's (the tests' stand-in build) has it.
  if (!existsSync(to) || realpathSync(to) !== realpathSync(from))
    cpSync(from, to, { recursive: true, verbatimSymlinks: true });
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(from, "package.json"), "utf8"));
  for (const dependency of Object.keys(dependencies)) copyPackage(dependency, copied);
}
const copied = new Set();
for (const name of PRODUCTION_PACKAGES) copyPackage(name, copied);
// Next's own server.js would start without the lock and the drain: server.mjs is the entry.
rmSync(path.join(dest, "server.js"));
// The image optimiser's cache (.next/cache/images) lives in /tmp, so the app folder itself can
// be read-only (a container's read-only root, a function): server.mjs makes the folder at start.
rmSync(path.join(dest, ".next/cache"), { recursive: true, force: true });
symlinkSync(NEXT_CACHE, path.join(dest, ".next/cache"));
console.log(`Assembled the standalone shop in ${dest}: start it with \`node server.mjs\` there.`);
