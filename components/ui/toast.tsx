"use client";
import { useCallback, useEffect, useRef, useState } from "react";

/** A message that hides itself after `ms` (spec §9: toasts last 2000 ms). */
export function useToast(ms = 2000): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}

export function Toast({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-24 z-[70] flex justify-center px-4">
      {message ? <p className="rounded-full bg-green-700 px-5 py-2.5 text-sm font-semibold text-white shadow-lg">{message}</p> : null}
    </div>
  );
}
