import { stayLooksFree, type DayStatus } from "./availability";
import type { Day } from "@/lib/dates";
import { stayProblem, type StayProblemKind } from "./stay-rules";
import type { Stay } from "./stay-address";
import type { RentalRules, RentalTerms } from "./terms";

export interface StayVerdict {
  /** the stay can be added to the cart or reserved */
  ok: boolean;
  /** the answer waits for the calendar's days */
  checking: boolean;
  /** the shop's rule the stay breaks, for the page to say in its language; null when none */
  problem: StayProblemKind | null;
  /** the rules allow the stay but the piece is not free for it: the panel offers other days and pieces */
  taken: boolean;
}

/**
 * Whether a stay can be booked, as the calendar knows it: the shop's rules first (the API
 * refuses the same), then the days' statuses and, for a piece with several copies, whether one
 * copy is free throughout. The server decides in the end (409 with the nearest free dates if
 * someone booked in between).
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
  if (problem) return { ok: false, checking: false, problem: problem.kind, taken: false };
  if (checking) return { ok: false, checking: true, problem: null, taken: false };
  if (!stayLooksFree({ statuses, copies }, terms, stay.pickup, stay.ret, today))
    return { ok: false, checking: false, problem: null, taken: true };
  return { ok: true, checking: false, problem: null, taken: false };
}
