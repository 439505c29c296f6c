"use client";
import { useEffect, useState } from "react";
import { HydrateLater } from "@/components/ui/hydrate-later";
import { formatCount } from "@/lib/format";
import { useLocale } from "@/lib/i18n/client";

const KEY = "visitor-count";
const DEFAULT = 8798;

/**
 * spec §4: per browser; read the stored count (8798 when none), add one, store, show. `label`:
 * "Visitor Count:" in the page's language. The number is its own <HydrateLater> boundary: React
 * hydrates it, and counts, after the rest of the page (nothing at the foot of the
 * page adds to a slow phone's first work).
 */
export function VisitorCounter({ label }: { label: string }) {
  return (
    <p className="text-sm text-maroon-100">
      {label}{" "}
      <HydrateLater>
        <Count />
      </HydrateLater>
    </p>
  );
}

function Count() {
  const locale = useLocale();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let stored = DEFAULT;
    try {
      const raw = Number(localStorage.getItem(KEY));
      if (Number.isSafeInteger(raw) && raw > 0) stored = raw;
      localStorage.setItem(KEY, String(stored + 1));
    } catch {
      // storage blocked (private mode): still show a number
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading localStorage can only happen after mount
    setCount(stored + 1);
  }, []);
  return (
    <span data-testid="visitor-count" className="font-semibold text-gold-300">
      {count === null ? "…" : formatCount(count, locale)}
    </span>
  );
}
