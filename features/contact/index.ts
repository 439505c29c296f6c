/**
 * Contact: messages and appointment requests from the contact page. What the rest of the site
 * may call on the server. See README.md in this folder.
 */
import "server-only";

export type * from "./views";
export { countForDashboard, listContactMessages, saveContactMessage } from "./data/messages";
export { notifyOwnerOfMessage } from "./server/notify";
