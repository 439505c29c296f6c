"use client";
import { useId } from "react";
import { usePageT } from "@/lib/i18n/page-messages";

/**
 * "Your size", asked first of a piece whose copies differ in size: the calendar that follows
 * shows the days of the copies of her size. Native radio buttons (one tab stop, arrow keys),
 * drawn as pills.
 */
export function SizeChoice({
  sizes,
  size,
  onSize,
}: {
  sizes: string[];
  size: string | null;
  onSize(size: string): void;
}) {
  const id = useId();
  const t = usePageT("calendar");
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="font-semibold text-maroon-900">{t("sizeLegend")}</legend>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {t("sizeHint", { count: sizes.length })}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {sizes.map((s) => (
          <label
            key={s}
            className="relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-full px-4 font-semibold text-maroon-800 ring-1 ring-maroon-300 has-checked:bg-maroon-700 has-checked:text-white has-checked:ring-maroon-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-maroon-700"
          >
            <input
              type="radio"
              name={`${id}-size`}
              value={s}
              checked={size === s}
              onChange={() => onSize(s)}
              className="sr-only"
            />
            {s}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
