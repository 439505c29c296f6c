import { Activity, type ReactNode } from "react";

/**
 * Items of a long server-rendered list, the first `eager` as they are and the rest in groups
 * of `size`, each group in an <Activity> boundary. The HTML is the same apart from <!--&-->
 * markers; what changes is hydration: React leaves such a boundary dehydrated in its first
 * pass and hydrates it afterwards at a low priority, yielding to the browser every few
 * milliseconds, so a grid of cards is no longer one long task on a slow phone. A tap inside a
 * group not hydrated yet hydrates that group at once and then runs.
 *
 * Not <Suspense>: see HydrateLater (./hydrate-later.tsx), the same for one part of a page.
 */
export function HydrateInSlices({ items, eager, size = 4 }: { items: ReactNode[]; eager: number; size?: number }) {
  const later: ReactNode[][] = [];
  for (let i = eager; i < items.length; i += size) later.push(items.slice(i, i + size));
  return (
    <>
      {items.slice(0, eager)}
      {later.map((group, i) => (
        <Activity key={i} mode="visible">
          {group}
        </Activity>
      ))}
    </>
  );
}
