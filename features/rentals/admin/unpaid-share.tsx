import { findCollectionCategory } from "@/features/shop/categories";
import { AdvanceSwitch } from "./advance-switch";

interface Props {
  categories: { category: string; percent: number }[];
  ceilingPercent: number;
  /** the owner's switch: online holds last `unpaidHoldHours` unless the advance is paid */
  advanceRequired: boolean;
  unpaidHoldHours: number;
}

/**
 * Today's line on holds nobody has paid for: how much of the coming month they keep off the
 * market, the busiest category first, against the ceiling past which online holds are refused;
 * and her one tap to require the advance of every online booking.
 */
export function UnpaidShare({ categories, ceilingPercent, advanceRequired, unpaidHoldHours }: Props) {
  const held = categories.filter((c) => c.percent > 0);
  const label = (value: string) => findCollectionCategory(value)?.label ?? value;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      <p className="text-sm text-stone-700" data-testid="unpaid-share">
        {held.length
          ? `Held online, not yet confirmed, over the next 30 days: ${held
              .slice(0, 3)
              .map((c) => `${label(c.category)} ${c.percent} %`)
              .join(", ")} of their days. `
          : "No online hold is waiting on the next 30 days. "}
        Online holds stop at {ceilingPercent} % of a category&apos;s days; past that, customers are asked to call.
        {advanceRequired
          ? ` Advance required: a new online hold keeps its days ${unpaidHoldHours} ${unpaidHoldHours === 1 ? "hour" : "hours"} unless paid online or confirmed.`
          : ""}
      </p>
      <AdvanceSwitch on={advanceRequired} />
    </div>
  );
}
