"use client";
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import type { DayAvailability, DayStatus } from "../rules/availability";
import { firstDay, lastDay, type Month } from "../rules/calendar";
import type { Day } from "@/lib/dates";

export interface Availability {
  statuses: Map<Day, DayStatus>;
  /** for a piece with several copies: the copies free on a day when some are held */
  copies: Map<Day, readonly number[]>;
  /** how many copies the days are of (her size's, or all); null until read */
  stock: number | null;
  /** true while a wanted month has not been read (again) since the last reload */
  loading: boolean;
  failed: boolean;
  /** reads the wanted months again: after a booking, or a 409 that says the calendar was stale */
  reload(): void;
}

/**
 * Day statuses of a piece, a month at a time, from GET /api/availability (never cached, so a
 * booking made a second ago shows at once). The product page's HTML is cached and carries none.
 * With `size`, the days of the copies of that size; another size starts over.
 */
export function useAvailability(productId: string, wanted: readonly Month[], size: string | null = null): Availability {
  const [statuses, setStatuses] = useState<Map<Day, DayStatus>>(() => new Map());
  const [copies, setCopies] = useState<Map<Day, readonly number[]>>(() => new Map());
  const [stock, setStock] = useState<number | null>(null);
  const [read, setRead] = useState<ReadonlySet<string>>(() => new Set());
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [shown, setShown] = useState(size);
  const asked = useRef(new Set<string>());
  const current = useRef(size);
  const key = wanted.join(",");
  if (shown !== size) {
    // Another size: nothing read for the last one stands (set while rendering, React's way to reset state from a prop).
    setShown(size);
    setStatuses(new Map());
    setCopies(new Map());
    setStock(null);
    setRead(new Set());
    setRound((r) => r + 1); // read again, even a size shown before
  }
  const prefix = `${size ?? ""}|${round}`;

  useEffect(() => {
    current.current = size;
    for (const month of key.split(",").filter(Boolean)) {
      const tag = `${size ?? ""}|${round}:${month}`;
      if (asked.current.has(tag)) continue;
      asked.current.add(tag);
      fetch(
        `/api/availability/${encodeURIComponent(productId)}?from=${firstDay(month)}&to=${lastDay(month)}${size ? `&size=${encodeURIComponent(size)}` : ""}`,
        { cache: "no-store" },
      )
        .then((res) =>
          res.ok
            ? (res.json() as Promise<{ days: DayAvailability[]; stock?: number }>)
            : Promise.reject(new Error(String(res.status))),
        )
        .then(({ days, stock }) => {
          // an answer for a size she has since changed from
          if (current.current !== size) {
            asked.current.delete(tag);
            return;
          }
          // A transition: the month's redraw with its statuses yields to a tap or a scroll on a slow phone.
          startTransition(() => {
            setStatuses((prev) => {
              const next = new Map(prev);
              for (const d of days) next.set(d.date, d.status);
              return next;
            });
            setCopies((prev) => {
              const next = new Map(prev);
              for (const d of days) {
                if (d.copies) next.set(d.date, d.copies);
                else next.delete(d.date);
              }
              return next;
            });
            if (typeof stock === "number") setStock(stock);
            setRead((prev) => new Set(prev).add(tag));
          });
        })
        .catch(() => {
          asked.current.delete(tag);
          setFailed(true);
        });
    }
  }, [productId, key, round, size]);

  const reload = useCallback(() => {
    setFailed(false);
    setRound((r) => r + 1);
  }, []);

  return { statuses, copies, stock, loading: wanted.some((m) => !read.has(`${prefix}:${m}`)), failed, reload };
}
