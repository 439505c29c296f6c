"use client";
import { createContext, useCallback, useContext, useRef, useState } from "react";

type Notice = { ok: boolean; text: string };
const NoticeContext = createContext<(notice: Notice) => void>(() => {});

/**
 * One message line for the whole screen. A card that changes status often leaves its section
 * (a pickup becomes a return), taking its own button with it, so the result is said here,
 * above the lists, and focus moves here rather than to nowhere.
 */
export function ReservationNotices({ children }: { children: React.ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const line = useRef<HTMLParagraphElement>(null);
  const show = useCallback((n: Notice) => {
    setNotice(n);
    requestAnimationFrame(() => line.current?.focus({ preventScroll: true }));
  }, []);
  return (
    <NoticeContext.Provider value={show}>
      <div className="sticky top-16 z-20 lg:top-2">
        {notice ? (
          <p
            key={notice.text}
            ref={line}
            tabIndex={-1}
            role={notice.ok ? "status" : "alert"}
            data-testid="reservation-notice"
            className={`mb-4 rounded-xl px-4 py-3 font-semibold shadow-sm ${notice.ok ? "bg-green-50 text-green-800 ring-1 ring-green-200" : "bg-red-50 text-red-800 ring-1 ring-red-200"}`}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
      {children}
    </NoticeContext.Provider>
  );
}

export function useNotice(): (notice: Notice) => void {
  return useContext(NoticeContext);
}

/** The API's message from an error answer, or a fallback when there is none (offline, a proxy page). */
export async function messageOf(res: Response | null, fallback: string): Promise<string> {
  const body = (await res?.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === "string" && body.message ? body.message : fallback;
}
