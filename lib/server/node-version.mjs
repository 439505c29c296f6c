// The Node.js versions this shop runs on, and the sentence a start on another one prints.
// Plain JavaScript: server.mjs checks it before importing anything else (a too-old Node would
// otherwise fail later, somewhere inside Prisma, with an error that names no version).

/**
 * package.json "engines": Prisma's client needs ^20.19 || ^22.12 || >=24, and the linter's
 * parser ^22.13 on the 22 line. Node 21 and 23 (odd, short-lived releases) are not in it.
 * (`npm ci` on Node 20 still warns EBADENGINE for @prisma/streams-local, a part of
 * `prisma dev`'s local server that this project never runs: that warning is harmless.)
 */
export const SUPPORTED_NODE = "^20.19.0 || ^22.13.0 || >=24";

/** [major, minor] of the lowest supported release on each line, highest line open-ended. */
const LINES = [
  [20, 19],
  [22, 13],
];
const OPEN_FROM = 24;

/** Whether a Node.js version ("20.20.2", "v22.13.0") is one this shop supports. */
export function nodeSupported(version) {
  const [major, minor] = String(version).replace(/^v/, "").split(".").map(Number);
  if (!Number.isInteger(major) || !Number.isInteger(minor)) return false;
  if (major >= OPEN_FROM) return true;
  return LINES.some(([m, least]) => major === m && minor >= least);
}

/** Null on a supported Node.js; otherwise what to do, in one paragraph. */
export function nodeVersionProblem(version) {
  if (nodeSupported(version)) return null;
  return `This shop needs Node.js 20.19 or later on 20, 22.13 or later on 22, or 24 and later (package.json "engines": ${SUPPORTED_NODE}); this is Node.js ${String(version).replace(/^v/, "")}. Install a newer Node.js (e.g. nvm install 22) and run npm ci again.`;
}
