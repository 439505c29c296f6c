"use client";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatRupees } from "@/lib/format";
import type { Day } from "@/lib/dates";
import type { PhoneBooking } from "../views";
import { shortDay } from "../rules/owner-day";
import { postJson, useOwnerAction } from "./confirmed-action";
import { messageOf, useNotice } from "./notices";

/**
 * "Cancel all from +91…": lists the phone's bookings not yet picked up (GET), then cancels the
 * holds nobody confirmed or paid for, and the confirmed or paid ones only when ticked (POST
 * /api/reservations/cancel-by-phone). A stranger may have typed a bride's number: her own
 * booking stays unless the owner chooses otherwise.
 */
export function CancelPhone({ phone, shown, today }: { phone: string; shown: string; today: Day }) {
  const { pending, run } = useOwnerAction();
  const notify = useNotice();
  const [bookings, setBookings] = useState<PhoneBooking[] | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);

  async function look() {
    const res = await fetch(`/api/reservations/cancel-by-phone?phone=${encodeURIComponent(phone)}`).catch(() => null);
    if (!res?.ok)
      return notify({
        ok: false,
        text: await messageOf(res, `Could not read the bookings of ${shown}. Check the connection and try again.`),
      });
    setTicked([]);
    setBookings(((await res.json()) as { bookings: PhoneBooking[] }).bookings);
  }
  const going = bookings?.filter((b) => !b.kept || ticked.includes(b.id)) ?? [];
  const kept = bookings?.filter((b) => b.kept) ?? [];
  const message = !bookings?.length
    ? `Nothing made with ${shown} is waiting or confirmed.`
    : `Cancel ${going.length ? going.map((b) => b.number).join(", ") : "nothing"} (made with ${shown})? Their days become free and each customer is told.${kept.length ? " Confirmed or paid bookings stay unless you tick them." : ""}`;

  return (
    <>
      <button
        type="button"
        disabled={pending}
        onClick={() => void look()}
        className="min-h-11 rounded-full px-4 py-2 text-sm font-semibold text-red-800 underline underline-offset-2 hover:bg-red-50 disabled:opacity-60"
      >
        Cancel all from {shown}
      </button>
      <ConfirmDialog
        open={bookings !== null}
        message={message}
        confirmLabel={going.length ? `Cancel ${going.length}` : "Close"}
        cancelLabel="Keep them"
        onCancel={() => setBookings(null)}
        onConfirm={() => {
          if (!going.length) return;
          void run({
            send: () => postJson("/api/reservations/cancel-by-phone", { phone, also: ticked }),
            said: async (res) => {
              const { cancelled, kept } = (await res.json()) as { cancelled: string[]; kept: string[] };
              const left = kept.length ? ` Kept: ${kept.join(", ")}.` : "";
              return cancelled.length
                ? `Cancelled ${cancelled.join(", ")} (${shown}): their days are free again.${left}`
                : `Nothing cancelled for ${shown}.${left}`;
            },
            failed: `Could not cancel the bookings of ${shown}. Check the connection and try again.`,
          });
        }}
      >
        {bookings?.length ? (
          <ul className="mt-3 grid gap-2 text-sm text-stone-800" data-testid="phone-bookings">
            {bookings.map((b) => (
              <li key={b.id}>
                {b.kept ? (
                  <label className="flex min-h-11 items-start gap-2">
                    <input
                      type="checkbox"
                      className="mt-1 size-5"
                      checked={ticked.includes(b.id)}
                      onChange={(e) =>
                        setTicked((t) => (e.target.checked ? [...t, b.id] : t.filter((id) => id !== b.id)))
                      }
                    />
                    <span>
                      {line(b, today)} <strong>Cancel this one too</strong>
                    </span>
                  </label>
                ) : (
                  <span>{line(b, today)}</span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

function line(b: PhoneBooking, today: Day): string {
  const money = b.paid ? `, ${formatRupees(b.paid)} paid` : ", nothing paid";
  return `${b.number} · ${b.title} · ${shortDay(b.from, today)} – ${shortDay(b.to, today)} · ${b.status === "confirmed" ? "confirmed" : "waiting"}${money}.`;
}
