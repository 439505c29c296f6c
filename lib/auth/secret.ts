import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataDir } from "@/lib/server/runtime.mjs";
import { HttpError } from "@/lib/errors";
import { onServerlessHost } from "@/lib/env";

let cached: string | undefined;

/**
 * NEXTAUTH_SECRET, or for the embedded default a random secret generated once and kept
 * in data/, so sessions survive restarts without any setup. Never generated on a serverless
 * host: each function instance has a disk of its own (if any), so a generated secret would
 * sign what no other instance accepts.
 */
export function authSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET;
  if (fromEnv) return (cached = fromEnv);
  if (onServerlessHost()) throw missingSecret(null);
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
      else throw missingSecret({ dir: dataDir(), cause: e });
    }
  }
  return cached!;
}

/**
 * Throws authSecret's 503 at once when nothing can be signed. A route that stores something
 * and then signs its answer (the checkout's receipt cookie, a booking's link) calls it before
 * it stores anything: otherwise the order is kept and mailed, the answer fails, and every retry
 * keeps another.
 */
export function assertSecretReady(): void {
  authSecret();
}

let told = false;

/** `folder`: the data folder that could not be written; null on a serverless host, which never tries. */
function missingSecret(folder: { dir: string; cause: unknown } | null): HttpError {
  if (!told) {
    const why = folder
      ? `${folder.dir}/ cannot be written (${(folder.cause as NodeJS.ErrnoException).code ?? "error"}) to keep a generated one`
      : "this is a serverless host, where a generated one would differ per instance";
    console.error(
      `[auth] NEXTAUTH_SECRET is not set and ${why}: set NEXTAUTH_SECRET to a long random string (openssl rand -base64 32) in the host's settings, the same on every instance.`,
    );
  }
  told = true;
  // The answer names the setting, not the server's folders (it reaches anyone); its words are
  // the "apiErrors" catalogue's, so a Hindi page reads them in Hindi.
  return new HttpError(503, { key: "secretMissing", values: { setting: "NEXTAUTH_SECRET" } }, undefined, {
    "Retry-After": "300",
  });
}

/** Admin sessions end after at most 12 hours. */
export const SESSION_MAX_AGE = 12 * 60 * 60;
