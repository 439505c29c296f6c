import { daysBetween, type Day } from "@/lib/dates";

/** The API's words for how a piece came back. */
export const CONDITIONS = ["fine", "cleaning", "damaged"] as const;
export type ConditionWord = (typeof CONDITIONS)[number];

export const CONDITION_LABEL: Record<ConditionWord, string> = {
  fine: "Fine",
  cleaning: "Needs cleaning",
  damaged: "Damaged",
};

/** Whole India calendar days from the return day to the day it came back; 0 when on time or early. */
export function daysLateOn(returnDay: Day, returnedOn: Day): number {
  return Math.max(0, daysBetween(returnDay, returnedOn));
}

/**
 * What the deposit pays for: deposit − late fee − damage is the refund due. When fees and
 * damage come to more than the deposit, nothing is refunded and the customer owes the rest
 * (`owed`): the refund due is never below 0.
 */
export function settlement({ deposit, lateFee, damage }: { deposit: number; lateFee: number; damage: number }): {
  refundDue: number;
  owed: number;
} {
  const left = deposit - lateFee - damage;
  return { refundDue: Math.max(0, left), owed: Math.max(0, -left) };
}

/** A damaged piece's repair block: from the returned day for this many days, until the owner clears it ("Back in stock"). */
export const REPAIR_DAYS = 60;
