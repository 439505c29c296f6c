import path from "node:path";

/** Where the embedded database, uploads and generated secrets live when no service is configured. */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.DATA_DIR ?? "data");
}

export function pgliteDir(): string {
  return process.env.PGLITE_DIR ? path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.PGLITE_DIR) : path.join(dataDir(), "pglite");
}

export function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}
