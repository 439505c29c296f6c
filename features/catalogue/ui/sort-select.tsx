"use client";

/** The sort choice submits its form at once; without script the form's own button does. */
export function SortSelect({ value, options }: { value: string; options: { value: string; label: string }[] }) {
  return (
    <select
      id="sort"
      name="sort"
      defaultValue={value}
      onChange={(e) => e.currentTarget.form?.requestSubmit()}
      className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-700"
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
