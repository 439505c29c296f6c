import "server-only";
import { HttpError } from "@/lib/errors";
import { findShortlist, type ShortlistRow } from "../data/shortlists";
import { editKeyMatches, readShortlistToken } from "../link";

// Refusals name their words in the "apiErrors" catalogue: English and Hindi are written there.

/** The list behind a link, or null: the same for a made-up, tampered or revoked one. */
export async function listOfToken(token: string): Promise<ShortlistRow | null> {
  const ref = readShortlistToken(token);
  return ref ? findShortlist(ref.id, ref.version) : null;
}

/** The list behind a link (404 otherwise). */
export async function requireList(token: string): Promise<ShortlistRow> {
  const list = await listOfToken(token);
  if (!list) throw new HttpError(404, { key: "shortlistLinkBroken" });
  return list;
}

/** The list behind a link, for the browser holding its edit key (403 for any other). */
export async function requireOwnList(token: string, editKey: string | null): Promise<ShortlistRow> {
  const list = await requireList(token);
  if (!editKeyMatches(editKey, list.editKeyHash)) throw new HttpError(403, { key: "shortlistEditKey" });
  return list;
}
