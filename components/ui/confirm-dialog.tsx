"use client";
import { useEffect, useId, useRef } from "react";

/**
 * An accessible replacement for window.confirm: focus goes to Cancel, Escape cancels. Its own
 * id for the message, so a list with one dialog per row stays valid and each is named right.
 */
export function ConfirmDialog({ message, open, onConfirm, onCancel, confirmLabel = "Delete", cancelLabel = "Cancel" }: { message: string; open: boolean; onConfirm(): void; onCancel(): void; confirmLabel?: string; cancelLabel?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const messageId = useId();
  useEffect(() => {
    const d = ref.current;
    if (open && d && !d.open) d.showModal();
    if (!open && d?.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} onClose={(e) => e.target === e.currentTarget && onCancel()} aria-labelledby={messageId} className="m-auto w-[min(24rem,90vw)] rounded-2xl p-6 shadow-2xl backdrop:bg-black/50">
      <p id={messageId} className="font-semibold text-stone-900">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" autoFocus onClick={() => ref.current?.close()} className="min-h-11 rounded-full px-4 py-2 font-semibold ring-1 ring-stone-300 hover:bg-stone-100">{cancelLabel}</button>
        <button
          type="button"
          onClick={() => {
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
