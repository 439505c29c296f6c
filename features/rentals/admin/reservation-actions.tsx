"use client";
import { STATUS_LABEL, type StatusWord } from "../rules/status";
import type { Day } from "@/lib/dates";
import { canCancel, nextStep, shortDay } from "../rules/owner-day";
import { ConfirmedAction, postJson, useOwnerAction } from "./confirmed-action";

/**
 * The card's next step as one big button, and Cancel (asked twice) while the piece is still in
 * the shop. A handover before the pickup day is asked first (its pickup day moves to today);
 * a pickup marked today can be undone.
 */
export function ReservationActions({
  id,
  number,
  status,
  from,
  today,
  pickedUpOn,
}: {
  id: string;
  number: string;
  status: StatusWord;
  from: Day;
  today: Day;
  pickedUpOn: Day | null;
}) {
  // one for both buttons: neither can be tapped while the other is sending
  const action = useOwnerAction();
  const step = nextStep(status);
  const early = step?.status === "picked_up" && from > today;
  const move = (to: StatusWord, extra: { early?: boolean } = {}) => ({
    send: () => postJson(`/api/reservations/${id}`, { status: to, ...extra }, "PATCH"),
    said: () =>
      to === "cancelled"
        ? `${number} cancelled: its days are free again.`
        : `${number}: ${STATUS_LABEL[to].toLowerCase()}.`,
    failed: `Could not change ${number}. Check the connection and try again.`,
  });
  const undo = status === "picked_up" && pickedUpOn === today;

  if (!step && !canCancel(status) && !undo) return null;
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      {step ? (
        <ConfirmedAction
          action={action}
          {...move(step.status, early ? { early: true } : {})}
          ask={
            early
              ? {
                  message: `${number} is booked to be picked up on ${shortDay(from, today)}. Hand it over today? Its pickup day moves to today and its rent to the longer stay's.`,
                  confirmLabel: "Hand over today",
                  cancelLabel: "Not yet",
                }
              : undefined
          }
          className="min-h-12 flex-1 basis-48 rounded-full bg-maroon-700 px-5 py-3 text-base font-bold text-white hover:bg-maroon-800 disabled:opacity-60"
        >
          {early ? "Hand over early" : step.label}
          <span className="sr-only"> {number}</span>
        </ConfirmedAction>
      ) : null}
      {undo ? (
        <ConfirmedAction
          action={action}
          send={() => postJson(`/api/reservations/${id}`, { status: "confirmed" }, "PATCH")}
          said={() => `${number}: pickup undone, confirmed again.`}
          failed={`Could not undo the pickup of ${number}. Check the connection and try again.`}
          ask={{
            message: `Undo the pickup of ${number}? It goes back to confirmed, as if it had not left the shop.`,
            confirmLabel: "Undo pickup",
            cancelLabel: "Keep it picked up",
          }}
          className="min-h-12 rounded-full px-5 py-3 font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50 disabled:opacity-60"
        >
          Undo pickup<span className="sr-only"> {number}</span>
        </ConfirmedAction>
      ) : null}
      {canCancel(status) ? (
        <ConfirmedAction
          action={action}
          {...move("cancelled")}
          ask={{
            message: `Cancel reservation ${number}? Its days become free for other customers.`,
            confirmLabel: "Cancel reservation",
            cancelLabel: "Keep it",
          }}
          className="min-h-12 rounded-full px-5 py-3 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50 disabled:opacity-60"
        >
          Cancel<span className="sr-only"> {number}</span>
        </ConfirmedAction>
      ) : null}
    </div>
  );
}
