"use client";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { messageOf, useNotice } from "./notices";

/** What one owner's request says in the screen's notice line. */
interface Said {
  /** the request: a fetch to the shop's API (a rejected one counts as offline) */
  send: () => Promise<Response>;
  /** the notice when it worked (the answer's own message is often the best one) */
  said: (res: Response) => string | Promise<string>;
  /** the notice when it did not and the answer has no message of its own */
  failed: string;
}

export interface OwnerAction {
  pending: boolean;
  run: (request: Said) => Promise<void>;
}

/**
 * Sends one owner's request, says the result in the screen's notice line (which takes focus:
 * the card often leaves its section afterwards) and refreshes the screen, also after a
 * refusal (a 409 usually means someone else moved it, and the card should show that).
 * Pending until the refreshed screen is in, so a second tap cannot send it twice.
 */
export function useOwnerAction(): OwnerAction {
  const router = useRouter();
  const notify = useNotice();
  const [busy, setBusy] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  async function run({ send, said, failed }: Said) {
    setBusy(true);
    const res = await send().catch(() => null);
    setBusy(false);
    notify(res?.ok ? { ok: true, text: await said(res) } : { ok: false, text: await messageOf(res, failed) });
    startRefresh(() => router.refresh());
  }
  return { pending: busy || refreshing, run };
}

interface Props extends Said {
  /** the button's visible text, with a screen-reader-only part naming what it acts on */
  children: React.ReactNode;
  className: string;
  /** asked twice: the dialog's question and its two answers; without it the tap sends at once */
  ask?: { message: string; confirmLabel: string; cancelLabel: string };
  /** shared with the other buttons of one card, so none can be tapped while one is sending */
  action?: OwnerAction;
}

/**
 * The owner's button that acts on a booking or block: (asked twice, when `ask` is given) it
 * sends, says the result in the notice line and refreshes. Cancelling the question puts focus
 * back on the button.
 */
export function ConfirmedAction({ children, className, ask, action, send, said, failed }: Props) {
  const own = useOwnerAction();
  const { pending, run } = action ?? own;
  const [asking, setAsking] = useState(false);
  const go = () => void run({ send, said, failed });

  return (
    <>
      <button type="button" disabled={pending} onClick={ask ? () => setAsking(true) : go} className={className}>
        {children}
      </button>
      {ask ? (
        <ConfirmDialog
          open={asking}
          message={ask.message}
          confirmLabel={ask.confirmLabel}
          cancelLabel={ask.cancelLabel}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            go();
          }}
        />
      ) : null}
    </>
  );
}

/** A JSON request to the shop's API, for `send`. */
export function postJson(url: string, body: unknown, method: "POST" | "PATCH" = "POST"): Promise<Response> {
  return fetch(url, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}
