"use client";
import { ConfirmedAction, postJson, useOwnerAction } from "./confirmed-action";

/** A booking at risk moved to a free copy of its piece in one tap (PATCH /api/reservations/{id} { unit }). */
export function MoveCopy({ id, number, copies }: { id: string; number: string; copies: number[] }) {
  const action = useOwnerAction();
  if (!copies.length) return null;
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {copies.slice(0, 3).map((copy) => (
        <ConfirmedAction
          key={copy}
          action={action}
          send={() => postJson(`/api/reservations/${id}`, { unit: copy }, "PATCH")}
          said={() => `${number} moved to copy ${copy}.`}
          failed={`Could not move ${number}. Check the connection and try again.`}
          className="min-h-11 rounded-full bg-maroon-700 px-4 py-2 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60"
        >
          Move to copy {copy}
          <span className="sr-only"> ({number})</span>
        </ConfirmedAction>
      ))}
    </div>
  );
}
