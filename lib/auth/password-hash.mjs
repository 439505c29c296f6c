// @ts-check
// The admins' password hashes. Plain JavaScript on node:crypto alone, so the owner's command
// that sets a new password (scripts/admin-password.mjs) runs with plain Node from the standalone
// folder and hashes exactly as the shop checks; lib/auth/password.ts hands these to the app.
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";

// scrypt is memory-hard (N·r·128 bytes = 32 MiB per hash here) and ships with Node,
// so no native addon is needed. Stored as scrypt$N$r$p$salt$hash (base64).
const N = 2 ** 15,
  R = 8,
  P = 1,
  KEYLEN = 32;

/**
 * @param {string} password @param {Buffer} salt @param {number} keylen
 * @param {{ N: number, r: number, p: number }} opts
 * @returns {Promise<Buffer>}
 */
function scrypt(password, salt, keylen, opts) {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, { ...opts, maxmem: 128 * opts.N * opts.r * 2 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** @param {string} password @returns {Promise<string>} */
export async function hashPassword(password) {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { N, r: R, p: P });
  return ["scrypt", N, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

/** @param {string} password @param {string} stored @returns {Promise<boolean>} */
export async function verifyPassword(password, stored) {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await scrypt(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
