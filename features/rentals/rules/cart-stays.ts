import { isDated, type CartLine } from "@/features/cart/rules/cart";
import type { StaySummary } from "./messages";
import { stayPath } from "./stay-address";

/** Every rental line as a message summary (WhatsApp), one per copy, each linking to its page with its days. */
export function staySummaries(lines: readonly CartLine[], siteUrl: string): StaySummary[] {
  return lines.filter(isDated).flatMap((l) =>
    Array.from({ length: l.quantity }, () => ({
      title: l.title,
      from: l.from,
      to: l.to,
      rent: l.price,
      deposit: l.deposit,
      size: l.size ?? null,
      link: `${siteUrl}${stayPath(l.href, { pickup: l.from, ret: l.to })}`,
    })),
  );
}
