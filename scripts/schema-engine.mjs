// Prisma's schema engine compiled to WebAssembly, run against an in-memory PGlite
// as the shadow database. This is how migrations are written offline: the native
// engine that `prisma migrate` downloads is not reachable here.
import { readFile, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { pgliteExtensions } from "../lib/db/pglite-extensions.mjs";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
export const schemaPath = path.join(root, "prisma/schema.prisma");
export const migrationsDir = path.join(root, "prisma/migrations");

let loaded;
// Instantiate the wasm by hand so no --experimental-wasm-modules flag is needed.
async function loadEngine() {
  if (!loaded) {
    loaded = (async () => {
      const wasmPath = path.join(
        path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg")),
        "schema_engine_bg.wasm",
      );
      const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), { "./schema_engine_bg.js": bg });
      bg.__wbg_set_wasm(instance.exports);
      instance.exports.__wbindgen_start();
      return bg.SchemaEngine;
    })();
  }
  return loaded;
}

export async function listMigrations() {
  const names = (await readdir(migrationsDir, { withFileTypes: true }).catch(() => []))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return Promise.all(
    names.map(async (name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok", value: await readFile(path.join(migrationsDir, name, "migration.sql"), "utf8") },
      },
    })),
  );
}

/** SQL that takes a database from the migrations folder's state to the schema's. Empty means no drift. */
export async function diffMigrationsToSchema() {
  const SchemaEngine = await loadEngine();
  const schemaText = await readFile(schemaPath, "utf8");
  // The adapter's shadow database is a bare PGlite; ours needs the extensions the migrations create.
  const base = new PrismaPGlite(new PGlite({ extensions: pgliteExtensions }));
  base.connectToShadowDb = () =>
    new PrismaPGlite(new PGlite({ dataDir: "memory://shadow", extensions: pgliteExtensions })).connect();
  const factory = bindMigrationAwareSqlAdapterFactory(base);
  const engine = await SchemaEngine.new({ datamodels: [[schemaPath, schemaText]] }, () => {}, factory);
  try {
    const migrationDirectories = await listMigrations();
    const lockPath = path.join(migrationsDir, "migration_lock.toml");
    const from = migrationDirectories.length
      ? {
          tag: "migrations",
          baseDir: migrationsDir,
          lockfile: { path: "migration_lock.toml", content: await readFile(lockPath, "utf8").catch(() => null) },
          shadowDbInitScript: "",
          migrationDirectories,
        }
      : { tag: "empty" };
    const { stdout } = await engine.diff({
      from,
      to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: schemaText }] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    return (stdout ?? "").trim();
  } finally {
    engine.free();
  }
}

/** True when a diff script contains no statement (the engine prints a comment for an empty diff). */
export function isEmptyDiff(sql) {
  return sql.split("\n").every((line) => line.trim() === "" || line.trim().startsWith("--"));
}
