"use client";
import { useEffect, useRef } from "react";

/** An accessible replacement for window.confirm: focus goes to Cancel, Escape cancels. */
export function ConfirmDialog({ message, open, onConfirm, onCancel, confirmLabel = "Delete" }: { message: string; open: boolean; onConfirm(): void; onCancel(): void; confirmLabel?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (open && d && !d.open) d.showModal();
    if (!open && d?.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} onClose={(e) => e.target === e.currentTarget && onCancel()} aria-labelledby="confirm-message" className="m-auto w-[min(24rem,90vw)] rounded-2xl p-6 shadow-2xl backdrop:bg-black/50">
      <p id="confirm-message" className="font-semibold text-stone-900">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" autoFocus onClick={() => ref.current?.close()} className="rounded-full px-4 py-2 font-semibold ring-1 ring-stone-300 hover:bg-stone-100">Cancel</button>
        <button
          type="button"
          onClick={() => {
            onConfirm();
            ref.current?.close();
          }}
          className="rounded-full bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
