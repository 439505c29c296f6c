// @ts-check
// What a refused or failed restore says to the shop owner: sentences, never a stack or a code.
import { TarProblem } from "./read-tar.mjs";

const NOTHING_CHANGED = "Nothing was changed.";

/** A restore stopped for a reason the owner can act on; `message` is the whole story. */
export class RestoreError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RestoreError";
  }
}

/** A refusal before anything was moved. @param {string} reason a sentence */
export function refuse(reason) {
  return new RestoreError(`${reason} ${NOTHING_CHANGED}`);
}

/** An entry name as the owner may see it: quoted, short, control characters shown as escapes. @param {string} name */
export function shown(name) {
  const short = name.length > 80 ? `${name.slice(0, 77)}...` : name;
  return JSON.stringify(short);
}

/**
 * Puts any error met while reading and checking a backup into a sentence that ends with
 * "Nothing was changed." (it is only used before anything is moved).
 * @param {unknown} e @param {string} file
 */
export function explainCheckFailure(e, file) {
  if (e instanceof RestoreError) return e;
  const code = /** @type {{ code?: unknown }} */ (e ?? {}).code;
  const message = e instanceof Error ? e.message : String(e);
  if (e instanceof TarProblem) {
    if (e.kind === "ends-early")
      return refuse(
        "This file is not a complete backup: it ends early (it was probably cut short while being copied or downloaded).",
      );
    if (e.kind === "not-tar")
      return refuse("This file is not a backup of this shop: what it holds is not a backup archive.");
    return refuse("This file is damaged: part of it cannot be read.");
  }
  if (code === "Z_BUF_ERROR" || /unexpected end of file/i.test(message))
    return refuse(
      "This file is not a complete backup: it ends early (it was probably cut short while being copied or downloaded).",
    );
  if (typeof code === "string" && code.startsWith("Z_"))
    return refuse("This file is damaged: part of it cannot be read.");
  if (code === "ENOSPC") return refuse("There is not enough free disk space to unpack this backup.");
  if (code === "EACCES" || code === "EPERM")
    return refuse(`The data folder cannot be written by this user (${message}).`);
  if (code === "EISDIR") return refuse(`${file} is a folder, not a backup file.`);
  if (e instanceof Error && e.name === "AbortError") return refuse("The restore was stopped.");
  return refuse(`The restore stopped on an unexpected problem: ${message.replace(/\.$/, "")}.`);
}
