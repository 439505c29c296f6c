"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { DayAvailability, DayStatus } from "../rules/availability";
import { firstDay, lastDay, type Month } from "../rules/calendar";
import type { Day } from "@/lib/dates";

export interface Availability {
  statuses: Map<Day, DayStatus>;
  /** for a piece with several copies: the copies free on a day when some are held */
  copies: Map<Day, readonly number[]>;
  /** true while a wanted month has not been read (again) since the last reload */
  loading: boolean;
  failed: boolean;
  /** reads the wanted months again: after a booking, or a 409 that says the calendar was stale */
  reload(): void;
}

/**
 * Day statuses of a piece, a month at a time, from GET /api/availability (never cached, so a
 * booking made a second ago shows at once). The product page's HTML is cached and carries none.
 */
export function useAvailability(productId: string, wanted: readonly Month[]): Availability {
  const [statuses, setStatuses] = useState<Map<Day, DayStatus>>(() => new Map());
  const [copies, setCopies] = useState<Map<Day, readonly number[]>>(() => new Map());
  const [read, setRead] = useState<ReadonlySet<string>>(() => new Set());
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const asked = useRef(new Set<string>());
  const key = wanted.join(",");

  useEffect(() => {
    for (const month of key.split(",").filter(Boolean)) {
      const tag = `${round}:${month}`;
      if (asked.current.has(tag)) continue;
      asked.current.add(tag);
      fetch(`/api/availability/${encodeURIComponent(productId)}?from=${firstDay(month)}&to=${lastDay(month)}`, { cache: "no-store" })
        .then((res) => (res.ok ? (res.json() as Promise<{ days: DayAvailability[] }>) : Promise.reject(new Error(String(res.status)))))
        .then(({ days }) => {
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
          setRead((prev) => new Set(prev).add(tag));
        })
        .catch(() => {
          asked.current.delete(tag);
          setFailed(true);
        });
    }
  }, [productId, key, round]);

  const reload = useCallback(() => {
    setFailed(false);
    setRound((r) => r + 1);
  }, []);

  return { statuses, copies, loading: wanted.some((m) => !read.has(`${round}:${m}`)), failed, reload };
}
