import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataDir } from "@/lib/server/runtime.mjs";
import { HttpError } from "@/lib/errors";

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
    const secret = randomBytes(32).toString("base64url");
    try {
      mkdirSync(/*turbopackIgnore: true*/ dataDir(), { recursive: true });
      writeFileSync(/*turbopackIgnore: true*/ file, secret, { flag: "wx", mode: 0o600 });
      cached = secret;
    } catch (e) {
      // another process wrote it first
      if ((e as NodeJS.ErrnoException).code === "EEXIST")
        cached = readFileSync(/*turbopackIgnore: true*/ file, "utf8").trim();
      // A read-only app folder (a serverless function, a container's read-only root): a secret
      // made up per process would sign sessions and booking links no other instance accepts.
      else throw missingSecret(dataDir(), e);
    }
  }
  return cached!;
}

let told = false;

function missingSecret(dir: string, cause: unknown): HttpError {
  if (!told) {
    console.error(
      `[auth] NEXTAUTH_SECRET is not set and ${dir}/ cannot be written (${(cause as NodeJS.ErrnoException).code ?? "error"}) to keep a generated one: set NEXTAUTH_SECRET to a long random string (openssl rand -base64 32) in the host's settings, the same on every instance.`,
    );
  }
  told = true;
  // The answer names the setting, not the server's folders (it reaches anyone).
  return new HttpError(
    503,
    "Sign-in and booking links are not set up on this server yet: the owner must set NEXTAUTH_SECRET in the host's settings.",
  );
}

/** Admin sessions end after at most 12 hours. */
export const SESSION_MAX_AGE = 12 * 60 * 60;
