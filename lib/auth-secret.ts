import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataDir } from "@/lib/runtime.mjs";

let cached: string | undefined;

/**
 * NEXTAUTH_SECRET, or for the embedded default a random secret generated once and kept
 * in data/, so sessions survive restarts without any setup.
 */
export function authSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET;
  if (fromEnv) return (cached = fromEnv);
  const file = path.join(dataDir(), "auth-secret");
  try {
    cached = readFileSync(/*turbopackIgnore: true*/ file, "utf8").trim();
  } catch {
    mkdirSync(/*turbopackIgnore: true*/ dataDir(), { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      writeFileSync(/*turbopackIgnore: true*/ file, secret, { flag: "wx", mode: 0o600 });
      cached = secret;
    } catch {
      // another process wrote it first
      cached = readFileSync(/*turbopackIgnore: true*/ file, "utf8").trim();
    }
  }
  return cached!;
}

/** Admin sessions end after at most 12 hours. */
export const SESSION_MAX_AGE = 12 * 60 * 60;
