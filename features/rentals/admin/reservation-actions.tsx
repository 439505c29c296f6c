"use client";
import { STATUS_LABEL, type StatusWord } from "../rules/status";
import { canCancel, nextStep } from "../rules/owner-day";
import { ConfirmedAction, postJson, useOwnerAction } from "./confirmed-action";

/** The card's next step as one big button, and Cancel (asked twice) while the piece is still in the shop. */
export function ReservationActions({ id, number, status }: { id: string; number: string; status: StatusWord }) {
  // one for both buttons: neither can be tapped while the other is sending
  const action = useOwnerAction();
  const step = nextStep(status);
  const move = (to: StatusWord) => ({
    send: () => postJson(`/api/reservations/${id}`, { status: to }, "PATCH"),
    said: () => (to === "cancelled" ? `${number} cancelled: its days are free again.` : `${number}: ${STATUS_LABEL[to].toLowerCase()}.`),
    failed: `Could not change ${number}. Check the connection and try again.`,
  });

  if (!step && !canCancel(status)) return null;
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      {step ? (
        <ConfirmedAction
          action={action}
          {...move(step.status)}
          className="min-h-12 flex-1 basis-48 rounded-full bg-maroon-700 px-5 py-3 text-base font-bold text-white hover:bg-maroon-800 disabled:opacity-60"
        >
          {step.label}
          <span className="sr-only"> {number}</span>
        </ConfirmedAction>
      ) : null}
      {canCancel(status) ? (
        <ConfirmedAction
          action={action}
          {...move("cancelled")}
          ask={{ message: `Cancel reservation ${number}? Its days become free for other customers.`, confirmLabel: "Cancel reservation", cancelLabel: "Keep it" }}
          className="min-h-12 rounded-full px-5 py-3 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50 disabled:opacity-60"
        >
          Cancel<span className="sr-only"> {number}</span>
        </ConfirmedAction>
      ) : null}
    </div>
  );
}
