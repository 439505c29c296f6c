import { stayLooksFree, type DayStatus } from "./availability";
import type { Day } from "@/lib/dates";
import { stayProblem } from "./stay-rules";
import type { Stay } from "./stay-address";
import type { RentalRules, RentalTerms } from "./terms";

export interface StayVerdict {
  /** the stay can be added to the cart or reserved */
  ok: boolean;
  /** the answer waits for the calendar's days */
  checking: boolean;
  /** what is wrong, in words for the visitor; null when nothing is */
  message: string | null;
  /** the rules allow the stay but the piece is not free for it: the panel offers other days and pieces */
  taken: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Why the buffers matter, for a visitor who sees free days and is told the stay is taken. */
function bufferWords(terms: Pick<RentalTerms, "bufferBefore" | "bufferAfter">): string {
  const parts = [
    terms.bufferBefore ? `${plural(terms.bufferBefore, "day")} before pickup` : "",
    terms.bufferAfter ? `${plural(terms.bufferAfter, "day")} after return` : "",
  ].filter(Boolean);
  return parts.length ? ` The shop also keeps it ${parts.join(" and ")} for fitting and cleaning.` : "";
}

/**
 * Whether a stay can be booked, as the calendar knows it: the shop's rules first (the same
 * words the API answers with), then the days' statuses and, for a piece with several
 * copies, whether one copy is free throughout. The server decides in the end (409 with the
 * nearest free dates if someone booked in between).
 */
export function stayVerdict(input: {
  stay: Stay;
  today: Day;
  rules: Pick<RentalRules, "maxDays" | "aheadMonths">;
  terms: RentalTerms;
  statuses: ReadonlyMap<Day, DayStatus>;
  copies?: ReadonlyMap<Day, readonly number[]>;
  checking: boolean;
}): StayVerdict {
  const { stay, today, rules, terms, statuses, copies = new Map(), checking } = input;
  const problem = stayProblem(stay.pickup, stay.ret, today, rules);
  if (problem) return { ok: false, checking: false, message: problem.message, taken: false };
  if (checking) return { ok: false, checking: true, message: "Checking these days…", taken: false };
  if (!stayLooksFree({ statuses, copies }, terms, stay.pickup, stay.ret, today)) {
    return {
      ok: false,
      checking: false,
      message: `This piece is not free on all of these days.${bufferWords(terms)} Choose another function date, or move pickup and return.`,
      taken: true,
    };
  }
  return { ok: true, checking: false, message: null, taken: false };
}
