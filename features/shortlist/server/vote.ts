import "server-only";
import { HttpError } from "@/lib/errors";
import { fieldWords } from "@/lib/validation/field-words";
import type { VoteInput } from "../validation";
import type { SharedVote } from "../views";
import { MAX_VOTERS, putVote } from "../data/shortlists";
import { requireList } from "./find";

// Refusals name their words in the "apiErrors" catalogue: English and Hindi are written there.

/** A family member's 👍 or 👎 on a piece of the list; her browser's second vote on it replaces the first. */
export async function voteOnShortlist(token: string, vote: VoteInput, from: string | null): Promise<SharedVote> {
  const list = await requireList(token);
  if (!list.pieces.some((p) => p.productId === vote.productId))
    throw new HttpError(422, { key: "notInShortlist" }, { productId: fieldWords("notInShortlistField") });
  const row = await putVote(list.id, vote, from);
  if (!row) throw new HttpError(429, { key: "shortlistVotersFull", values: { max: MAX_VOTERS } });
  return { productId: row.productId, up: row.up, name: row.name, note: row.note, at: row.updatedAt.toISOString() };
}
