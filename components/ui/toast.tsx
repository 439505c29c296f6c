"use client";
import { useCallback, useEffect, useRef, useState } from "react";

/** "warning": something the visitor asked for did not happen (the cart is full, say). */
export type ToastTone = "success" | "warning";
export interface ToastMessage {
  text: string;
  tone: ToastTone;
  /** a new one for every show: the same words shown again are a new element, so screen readers announce them again */
  id: number;
}

/** A warning asks the visitor to do something and is longer to read: it stays up longer. */
const WARNING_MS = 6000;

/** A message that hides itself after `ms` (spec §9: toasts last 2000 ms). */
export function useToast(ms = 2000): [ToastMessage | null, (text: string, tone?: ToastTone) => void] {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback(
    (text: string, tone: ToastTone = "success") => {
      clearTimeout(timer.current);
      setMessage((m) => ({ text, tone, id: (m?.id ?? 0) + 1 }));
      timer.current = setTimeout(() => setMessage(null), tone === "warning" ? Math.max(ms, WARNING_MS) : ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}

const TONES: Record<ToastTone, string> = { success: "bg-green-700", warning: "bg-red-800" };

/**
 * Two live regions, both always in the page (a region added with its text is often not read):
 * a success is announced politely; a warning, which says the visitor's action did not happen,
 * interrupts (role="alert").
 */
export function Toast({ message }: { message: ToastMessage | null }) {
  const bubble = (tone: ToastTone) =>
    message?.tone === tone ? (
      <p
        key={message.id}
        className={`max-w-xl rounded-3xl px-5 py-2.5 text-center text-sm font-semibold text-white shadow-lg ${TONES[tone]}`}
      >
        {message.text}
      </p>
    ) : null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-24 z-[70] flex justify-center px-4">
      <div role="status" aria-live="polite">
        {bubble("success")}
      </div>
      <div role="alert">{bubble("warning")}</div>
    </div>
  );
}
