import "server-only";
import { HttpError, type ErrorWords } from "@/lib/errors";
import { fieldWords } from "@/lib/validation/field-words";
import type { RentalRules } from "../rules/terms";
import type { StayProblemKind } from "../rules/stay-rules";
import { translator } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locales";

const WORDS: Record<StayProblemKind, ErrorWords["key"]> = {
  pickupNotDay: "stayPickupNotDay",
  returnNotDay: "stayReturnNotDay",
  pickupPassed: "stayPickupPassed",
  returnBeforePickup: "stayReturnBeforePickup",
  tooLong: "stayTooLong",
  tooFarAhead: "stayTooFarAhead",
};

/**
 * The 422 for a stay the shop's rules refuse (stay-rules.ts), naming the field, in the words of
 * the "apiErrors" catalogue: a Hindi page's request is answered in Hindi, the field's message too.
 */
export function stayRefused(
  problem: { field: "from" | "to"; kind: StayProblemKind },
  rules: Pick<RentalRules, "maxDays" | "aheadMonths">,
): HttpError {
  return fieldRefused(problem.field, WORDS[problem.kind], { max: rules.maxDays, months: rules.aheadMonths });
}

/** What a stay's problem is called in a language, for an answer that is not an error (the cart's quote). */
export function stayProblemText(
  problem: { kind: StayProblemKind },
  rules: Pick<RentalRules, "maxDays" | "aheadMonths">,
  locale: Locale,
): string {
  return translator(locale, "apiErrors")(WORDS[problem.kind], { max: rules.maxDays, months: rules.aheadMonths });
}

/** A 422 whose sentence is also the one field's message, both from the catalogue. */
export function fieldRefused(
  field: string,
  key: ErrorWords["key"],
  values?: Record<string, string | number>,
): HttpError {
  return new HttpError(422, { key, values }, { [field]: fieldWords(key, values) });
}
