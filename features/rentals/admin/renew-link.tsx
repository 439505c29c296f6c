"use client";
import { ConfirmedAction } from "./confirmed-action";

/** Makes a new booking link for the customer (asked twice): the one sent before stops working. */
export function RenewLink({ id, number }: { id: string; number: string }) {
  return (
    <ConfirmedAction
      className="min-h-11 rounded-full px-4 py-2 text-sm font-semibold text-stone-800 underline underline-offset-2 hover:bg-stone-100 disabled:opacity-60"
      ask={{
        message: `Make a new booking link for ${number}? The link sent before stops working; send the customer the new one.`,
        confirmLabel: "Make a new link",
        cancelLabel: "Keep the link",
      }}
      send={() => fetch(`/api/reservations/${id}/link`, { method: "POST" })}
      said={() =>
        `${number}: a new booking link is ready, and the old one no longer works. Send it with the WhatsApp reply.`
      }
      failed={`Could not make a new link for ${number}. Check the connection and try again.`}
    >
      New booking link<span className="sr-only"> for {number}</span>
    </ConfirmedAction>
  );
}
