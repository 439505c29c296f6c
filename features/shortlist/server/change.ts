import "server-only";
import { HttpError } from "@/lib/errors";
import type { ShortlistInput } from "../validation";
import { replaceShortlist, revokeShortlistLink } from "../data/shortlists";
import { checkedPieces } from "./pieces";
import { requireOwnList } from "./find";

// Refusals name their words in the "apiErrors" catalogue: English and Hindi are written there.

/** Her new event, day and pieces for a list she shared; the link stays the same. */
export async function updateShortlist(token: string, editKey: string | null, input: ShortlistInput): Promise<void> {
  const list = await requireOwnList(token, editKey);
  const pieces = await checkedPieces(input.pieces);
  // Revoked between the read and the write: as if it had been revoked first.
  if (!(await replaceShortlist(list.id, list.linkVersion, { event: input.event, day: input.day, pieces })))
    throw new HttpError(404, { key: "shortlistLinkBroken" });
}

/** Stops every link sent so far (the version signed into them is raised); the votes stay with the row. */
export async function revokeShortlist(token: string, editKey: string | null): Promise<void> {
  const list = await requireOwnList(token, editKey);
  if (!(await revokeShortlistLink(list.id, list.linkVersion))) throw new HttpError(404, { key: "shortlistLinkBroken" });
}
