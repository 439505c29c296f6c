import "server-only";

/**
 * "My shortlist", shared: what the rest of the site may call on the server. The browser's
 * lists and hearts are in ui/, their pure operations in rules/. See README.md in this folder.
 */
export { createShortlist } from "./server/create";
export { updateShortlist, revokeShortlist } from "./server/change";
export { readShortlist } from "./server/read";
export { voteOnShortlist } from "./server/vote";
