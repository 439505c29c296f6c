"use client";

/** `valueHi`: the value in Hindi, optional; "" shows the English value on the Hindi pages. */
export type AttributeRow = { name: string; value: string; valueHi: string };

/**
 * Free-text attributes (name and value), e.g. "Bottom: Sharara" for a suit, each with an
 * optional Hindi value on a line of its own under it (a phone has no room for a third box).
 */
export function AttributesEditor({ rows, onChange }: { rows: AttributeRow[]; onChange(rows: AttributeRow[]): void }) {
  const set = (i: number, patch: Partial<AttributeRow>) =>
    onChange(rows.map((r, n) => (n === i ? { ...r, ...patch } : r)));
  return (
    <fieldset>
      <legend className="text-sm font-semibold">
        Other details <span className="font-normal text-stone-500">(shown as “name: value”)</span>
      </legend>
      <ul className="mt-1 space-y-2">
        {rows.map((r, i) => (
          <li key={i} className="flex flex-wrap gap-2">
            <input
              value={r.name}
              onChange={(e) => set(i, { name: e.target.value })}
              placeholder="Name, e.g. Bottom"
              aria-label={`Detail ${i + 1} name`}
              maxLength={60}
              className="w-2/5 rounded-lg border border-stone-300 px-3 py-2 text-sm"
            />
            <input
              value={r.value}
              onChange={(e) => set(i, { value: e.target.value })}
              placeholder="Value, e.g. Sharara"
              aria-label={`Detail ${i + 1} value`}
              maxLength={300}
              className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-2 text-sm"
            />
            <button
              type="button"
              onClick={() => onChange(rows.filter((_, n) => n !== i))}
              aria-label={`Remove detail ${i + 1}`}
              className="rounded-lg px-3 text-red-700 ring-1 ring-red-200"
            >
              ✕
            </button>
            <input
              value={r.valueHi}
              onChange={(e) => set(i, { valueHi: e.target.value })}
              placeholder="Value in Hindi (optional), e.g. शरारा"
              aria-label={`Detail ${i + 1} value in Hindi (optional)`}
              lang="hi"
              maxLength={300}
              className="w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onChange([...rows, { name: "", value: "", valueHi: "" }])}
        className="mt-2 text-sm font-semibold text-maroon-700 underline"
      >
        + Add a detail
      </button>
    </fieldset>
  );
}
