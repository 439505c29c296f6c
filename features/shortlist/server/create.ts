import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { ShortlistInput } from "../validation";
import { insertShortlist } from "../data/shortlists";
import { newEditKey, shortlistPath, shortlistToken } from "../link";
import { checkedPieces } from "./pieces";

/**
 * Stores a list she shares and gives back its signed link and the key to change or revoke it
 * (shown to her browser once: the database keeps only its hash).
 */
export async function createShortlist(input: ShortlistInput, from: string | null, locale: Locale) {
  const pieces = await checkedPieces(input.pieces);
  const { key, hash } = newEditKey();
  const row = await insertShortlist({ event: input.event, day: input.day, pieces }, hash, from);
  const token = shortlistToken(row.id, row.linkVersion);
  return { path: shortlistPath(token, locale), token, editKey: key };
}
