import { findCollectionCategory } from "@/lib/content/categories";

interface Props {
  categories: { category: string; percent: number }[];
  ceilingPercent: number;
}

/**
 * Today's line on holds nobody has paid for: how much of the coming month they keep off the
 * market, the busiest category first, against the ceiling past which online holds are refused.
 */
export function UnpaidShare({ categories, ceilingPercent }: Props) {
  const held = categories.filter((c) => c.percent > 0);
  const label = (value: string) => findCollectionCategory(value)?.label ?? value;
  return (
    <p className="mt-3 text-sm text-stone-700" data-testid="unpaid-share">
      {held.length
        ? `Held online, not yet confirmed, over the next 30 days: ${held
            .slice(0, 3)
            .map((c) => `${label(c.category)} ${c.percent} %`)
            .join(", ")} of their days. `
        : "No online hold is waiting on the next 30 days. "}
      Online holds stop at {ceilingPercent} % of a category&apos;s days; past that, customers are asked to call.
    </p>
  );
}
