import { z } from "zod";
import { indiaDay } from "@/lib/validation/list-query";
import { oneLine, safeString } from "@/lib/validation/text";
import { fieldWords } from "@/lib/validation/field-words";
import { localeField } from "@/lib/validation/locale";
import { MAX_EVENT_LENGTH, MAX_PIECES } from "./rules/lists";

// Field messages name their words in the "apiErrors" catalogue: English and Hindi are written there.

const productId = safeString("labelProduct", { error: fieldWords("fieldRequired", { label: "labelProduct" }) })
  .trim()
  .min(1, fieldWords("fieldRequired", { label: "labelProduct" }))
  .max(64, fieldWords("fieldNotValid", { label: "labelProduct" }));

const size = safeString("labelSize")
  .trim()
  .max(40, fieldWords("fieldTooLong", { label: "labelSize", max: 40 }))
  .nullish()
  .transform((v) => v || null);

const piece = z.strictObject({ productId, size });

/** POST /api/shortlists and PUT /api/shortlists/{token}: the list she shares. */
export const shortlistSchema = z.strictObject({
  event: safeString("labelEvent", { error: fieldWords("fieldRequired", { label: "labelEvent" }) })
    .trim()
    .min(1, fieldWords("fieldRequired", { label: "labelEvent" }))
    .max(MAX_EVENT_LENGTH, fieldWords("fieldTooLong", { label: "labelEvent", max: MAX_EVENT_LENGTH }))
    .transform(oneLine),
  day: indiaDay("labelDay")
    .nullish()
    .transform((v) => v ?? null),
  pieces: z
    .array(piece, { error: fieldWords("shortlistPiecesRequired") })
    .min(1, fieldWords("shortlistPiecesRequired"))
    .max(MAX_PIECES, fieldWords("shortlistPiecesAtMost", { max: MAX_PIECES })),
  locale: localeField,
});
export type ShortlistInput = z.infer<typeof shortlistSchema>;

/** POST /api/shortlists/{token}/votes: one browser's 👍 or 👎 on one piece. */
export const voteSchema = z.strictObject({
  productId,
  voter: safeString("labelVoter").regex(/^[A-Za-z0-9_-]{8,64}$/, fieldWords("fieldNotValid", { label: "labelVoter" })),
  name: safeString("labelFirstName", { error: fieldWords("fieldRequired", { label: "labelFirstName" }) })
    .trim()
    .min(1, fieldWords("fieldRequired", { label: "labelFirstName" }))
    .max(40, fieldWords("fieldTooLong", { label: "labelFirstName", max: 40 }))
    .transform(oneLine),
  up: z.boolean({ error: fieldWords("voteUpOrDown") }),
  note: safeString("labelNote")
    .trim()
    .max(200, fieldWords("fieldTooLong", { label: "labelNote", max: 200 }))
    .nullish()
    .transform((v) => (v ? oneLine(v) : null)),
  locale: localeField,
});
export type VoteInput = z.infer<typeof voteSchema>;
