"use client";
import { useEffect, useId, useRef } from "react";

interface Props {
  message: string;
  open: boolean;
  onConfirm(): void;
  onCancel(): void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Where focus goes after confirming: the control that opened the dialog is usually about to go (a deleted row). */
  focusAfterConfirm?: React.RefObject<HTMLElement | null>;
  /** what the question is about, under it (a list to read or tick before confirming) */
  children?: React.ReactNode;
}

/**
 * An accessible replacement for window.confirm: focus goes to Cancel, Escape cancels. Its own
 * id for the message, so a list with one dialog per row stays valid and each is named right.
 * Cancelled, focus goes back to the control that opened it; confirmed, to `focusAfterConfirm`.
 */
export function ConfirmDialog({
  message,
  open,
  onConfirm,
  onCancel,
  confirmLabel = "Delete",
  cancelLabel = "Cancel",
  focusAfterConfirm,
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const confirmed = useRef(false);
  const messageId = useId();
  useEffect(() => {
    const d = ref.current;
    if (open && d && !d.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      confirmed.current = false;
      d.showModal();
    }
    if (!open && d?.open) d.close();
  }, [open]);
  const closed = () => {
    const target = confirmed.current ? focusAfterConfirm?.current : opener.current;
    // after the dialog's own focus handling, so ours is the one that stays
    requestAnimationFrame(() => target?.isConnected && target.focus());
    // called after a confirm too (as always): callers reset their "open" state here
    onCancel();
  };
  return (
    <dialog
      ref={ref}
      onClose={(e) => e.target === e.currentTarget && closed()}
      aria-labelledby={messageId}
      className="m-auto w-[min(24rem,90vw)] rounded-2xl p-6 shadow-2xl backdrop:bg-black/50"
    >
      <p id={messageId} className="font-semibold text-stone-900">
        {message}
      </p>
      {children}
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          autoFocus
          onClick={() => ref.current?.close()}
          className="min-h-11 rounded-full px-4 py-2 font-semibold ring-1 ring-stone-300 hover:bg-stone-100"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={() => {
            confirmed.current = true;
            onConfirm();
            ref.current?.close();
          }}
          className="min-h-11 rounded-full bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
