import { randomBytes } from "node:crypto";
import { hashPassword } from "./password-hash.mjs";

export { hashPassword, verifyPassword } from "./password-hash.mjs";

/** A hash of a random password: checked against when the e-mail is unknown, so both cases take the same time. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  return (dummy ??= hashPassword(randomBytes(16).toString("hex")));
}
