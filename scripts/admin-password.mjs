#!/usr/bin/env node
// npm run admin:password -- <e-mail>
// (from the standalone folder or a container: node scripts/admin-password.mjs <e-mail>)
// For an owner who lost her password: gives that admin a new random password, prints it once,
// and signs every device signed in as her out. The shop keeps no e-mail reset (it may have no
// mail provider, and a link by e-mail is one more way in), so this is done from the host's
// shell. Plain Node and the packages the standalone folder ships (pg, PGlite): no TypeScript.
// With the embedded database the shop must be stopped first: a second process on its folder
// would destroy it, so this takes the same folder lock and says so when the shop holds it.
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Relative settings (DATA_DIR, PGLITE_DIR) mean what they mean to the shop: server.mjs resolves
// them in the project's folder, wherever this is started from.
process.chdir(root);
try {
  const { default: nextEnv } = await import("@next/env");
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
} catch {
  // No @next/env here (a trimmed copy): the settings come from the environment alone.
}

// The owner reads this, not a developer: one sentence, no stack, whatever went wrong.
process.on("uncaughtException", (e) => {
  console.error(`The password was not changed: ${e?.message ?? e}.`);
  process.exit(1);
});

const args = process.argv.slice(2);
if (args.length !== 1 || args[0] === "--help" || args[0] === "-h") {
  console.error(
    "Usage: npm run admin:password -- <admin e-mail>   (in a container: node scripts/admin-password.mjs <admin e-mail>)",
  );
  process.exit(2);
}
// As the shop stores and looks e-mails up (lib/auth/admins.ts).
const email = args[0].trim().toLowerCase();

/** @typedef {{ query(sql: string, params?: unknown[]): Promise<{ rows: any[] }>, close(): Promise<void> }} Database */

/** @returns {Promise<Database>} */
async function openDatabase() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: url });
    client.on("error", () => {});
    try {
      await client.connect();
    } catch (e) {
      fail(`The database at DATABASE_URL cannot be reached (${firstLine(e)}); nothing was changed.`);
    }
    return { query: (sql, params) => client.query(sql, params), close: () => client.end() };
  }
  const { pgliteDir } = await import("../lib/server/runtime.mjs");
  const dir = pgliteDir();
  if (dir.startsWith("memory://"))
    fail(`PGLITE_DIR=${process.env.PGLITE_DIR} keeps the database in memory: there is no admin to change.`);
  if (!existsSync(dir) || readdirSync(dir).length === 0)
    fail(
      `There is no shop database in ${shown(dir)} yet: start the shop once and it creates an admin and prints the password.`,
    );
  const { lockFolder, FolderInUseError } = await import("../lib/db/folder-lock.mjs");
  let lock;
  try {
    lock = lockFolder(dir);
  } catch (e) {
    if (!(e instanceof FolderInUseError)) throw e;
    const holder = /** @type {{ pid: number, host: string }} */ (/** @type {any} */ (e).holder);
    fail(
      `Stop the shop first: its database ${shown(dir)} is open in process ${holder.pid}${holder.host ? ` on ${holder.host}` : ""}, and only one program may open it at a time; run this again once the shop has stopped, then start it.`,
    );
  }
  const [{ PGlite }, { pgliteExtensions }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("../lib/db/pglite-extensions.mjs"),
  ]);
  const pglite = new PGlite(dir, { extensions: pgliteExtensions });
  try {
    await pglite.waitReady;
  } catch (e) {
    lock.release();
    fail(`The database in ${shown(dir)} does not open (${firstLine(e)}): restore a backup first (npm run restore).`);
  }
  return {
    query: (sql, params) => pglite.query(sql, params),
    close: async () => {
      await pglite.close();
      lock.release();
    },
  };
}

/** @param {string} dir */
function shown(dir) {
  const rel = path.relative(process.cwd(), dir);
  return rel && !rel.startsWith("..") ? rel : dir;
}

/** @param {unknown} e */
function firstLine(e) {
  return String((e instanceof Error ? e.message : e) ?? "error").split("\n")[0];
}

/** @param {string} sentence @returns {never} */
function fail(sentence) {
  console.error(sentence);
  process.exit(1);
}

/** The admins' e-mails as a list to read ("" shown as such: an account nobody can sign in as). @param {string[]} emails */
function listed(emails) {
  return emails.map((e) => (e === "" ? '"" (an empty e-mail)' : e)).join(", ");
}

const database = await openDatabase();
let outcome;
try {
  outcome = await setNewPassword(database);
} finally {
  await database.close().catch(() => {});
}
if ("problem" in outcome) fail(outcome.problem);
console.log(`New password for ${outcome.email} (shown once): ${outcome.password}`);
console.log(
  "Every device that was signed in as this admin is signed out. Sign in at /login with it, then choose your own at /change-password.",
);

/**
 * @param {Database} db
 * @returns {Promise<{ email: string, password: string } | { problem: string }>}
 */
async function setNewPassword(db) {
  const { rows: tables } = await db.query(`SELECT to_regclass('admin_users') IS NOT NULL AS "ready"`);
  if (!tables[0]?.ready)
    return {
      problem: "This database has no admins yet: start the shop once and it creates one and prints the password.",
    };
  const { rows } = await db.query(`SELECT "id", "email" FROM "admin_users" WHERE "email" = $1`, [email]);
  const admin = rows[0];
  if (!admin) {
    // Nothing is created: a typo must not become a second account that can sign in.
    const { rows: all } = await db.query(`SELECT "email" FROM "admin_users" ORDER BY "email"`);
    return {
      problem: all.length
        ? `No admin has the e-mail ${args[0] === "" ? '""' : args[0]}; the admins are: ${listed(all.map((r) => r.email))}.`
        : "This shop has no admin: start it and it creates one and prints the password.",
    };
  }
  // The same length and alphabet as the first start's password (features/storefront/seed).
  const password = randomBytes(12).toString("base64url");
  const { hashPassword } = await import("../lib/auth/password-hash.mjs");
  const hash = await hashPassword(password);
  await db.query("BEGIN");
  try {
    // A new session version: every session and device cookie issued before stops working at
    // once, on every instance (lib/auth/require-admin.ts compares it on each request).
    await db.query(
      `UPDATE "admin_users" SET "passwordHash" = $1, "sessionVersion" = "sessionVersion" + 1, "updatedAt" = now() WHERE "id" = $2`,
      [hash, admin.id],
    );
    // Her own wrong guesses may have paused sign-in for this account or her connection
    // (lib/auth/login.ts): she signs in at once. Against a new random password, an attacker
    // gains nothing from the few guesses this gives back.
    await db.query(
      `DELETE FROM "rate_limits" WHERE starts_with("key", $1) OR starts_with("key", $2) OR "key" = $3 OR starts_with("key", 'signin-address:')`,
      [`signin-pair:${admin.email}|`, `signin-device:${admin.email}|`, `signin-account:${admin.email}`],
    );
    await db.query("COMMIT");
  } catch (e) {
    await db.query("ROLLBACK").catch(() => {});
    throw e;
  }
  return { email: admin.email, password };
}
