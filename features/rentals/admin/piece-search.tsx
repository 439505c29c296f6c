/**
 * The piece picker: a plain GET form to the calendar search (or, with `action`, another
 * screen that lists the pieces matching `q`), usable before any script loads.
 */
export function PieceSearch({
  q = "",
  action = "/admin/reservations/piece",
  label = "Calendar of a piece (name)",
  name = "Find a piece's calendar",
}: {
  q?: string;
  action?: string;
  label?: string;
  /** the search landmark's name */
  name?: string;
}) {
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={name}
      className="mb-6 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <label className="min-w-0 flex-1 basis-56 text-sm font-semibold">
        {label}
        <input
          type="search"
          name="q"
          defaultValue={q}
          enterKeyHint="search"
          className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base"
        />
      </label>
      <button type="submit" className="min-h-11 rounded-full bg-maroon-700 px-5 py-2 font-semibold text-white">
        Find piece
      </button>
    </form>
  );
}
