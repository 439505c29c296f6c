"use client";
import { daysBetween, type Day } from "@/lib/dates";
import { shortDay } from "../rules/owner-day";
import { ConfirmedAction, postJson, useOwnerAction } from "./confirmed-action";
import { messageOf } from "./notices";

/** "Return 1 day later", "Pickup 2 days earlier": what the customer's request moves. */
function shiftText(what: string, from: Day, to: Day): string | null {
  const n = daysBetween(from, to);
  if (!n) return null;
  return `${what} ${Math.abs(n)} day${Math.abs(n) === 1 ? "" : "s"} ${n > 0 ? "later" : "earlier"}`;
}

/**
 * The customer's waiting request for other days, on the owner's card:
 * "Move to these days" moves the stay (the server checks the days again and answers 409 if
 * they went meanwhile, the request still waiting); "Decline" (asked twice) leaves its days.
 */
export function ChangeRequest({
  id,
  number,
  from,
  to,
  change,
  today,
}: {
  id: string;
  number: string;
  from: Day;
  to: Day;
  change: { from: Day; to: Day };
  today: Day;
}) {
  // one for both buttons: neither can be tapped while the other is sending
  const action = useOwnerAction();
  const asked = `${shortDay(change.from, today)}–${shortDay(change.to, today)}`;
  const shifts = [shiftText("Pickup", from, change.from), shiftText("Return", to, change.to)]
    .filter(Boolean)
    .join(" · ");
  // The answer's message says what happened; a refusal refreshes too (the request may have been answered or the days taken meanwhile).
  const answer = (to: "approve" | "decline") => ({
    send: () => postJson(`/api/reservations/${id}/change`, { answer: to }),
    said: (res: Response) =>
      messageOf(
        res,
        to === "approve" ? `${number} moved to ${asked}.` : `${number}: request declined; it keeps its days.`,
      ),
    failed: `Could not answer ${number}'s request. Check the connection and try again.`,
  });

  return (
    <div data-testid="change-request" className="mt-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-300">
      <p className="font-bold text-amber-950">
        Asked for <time dateTime={change.from}>{shortDay(change.from, today)}</time>–
        <time dateTime={change.to}>{shortDay(change.to, today)}</time>
      </p>
      {shifts ? <p className="text-sm text-amber-950">{shifts}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <ConfirmedAction
          action={action}
          {...answer("approve")}
          className="min-h-12 flex-1 basis-44 rounded-full bg-maroon-700 px-5 py-3 font-bold text-white hover:bg-maroon-800 disabled:opacity-60"
        >
          Move to these days<span className="sr-only"> ({number})</span>
        </ConfirmedAction>
        <ConfirmedAction
          action={action}
          {...answer("decline")}
          ask={{
            message: `Decline ${number}'s request for ${asked}? It keeps its days, and the customer's booking page says the shop could not move it.`,
            confirmLabel: "Decline",
            cancelLabel: "Not now",
          }}
          className="min-h-12 rounded-full bg-white px-5 py-3 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50 disabled:opacity-60"
        >
          Decline<span className="sr-only"> {number}&apos;s request</span>
        </ConfirmedAction>
      </div>
    </div>
  );
}
