/** What the form says after "Load the latest version". */
export interface LatestMessage {
  ok: boolean;
  text: string;
}

/**
 * After a 409 in an admin manager: reads the saved copy of one record from its admin list
 * endpoint (a fresh read, so with the current `version`) and hands it to `edit`, dropping the
 * owner's unsaved changes; when it was deleted in the meantime, calls `gone`.
 */
export async function loadLatest<T extends { _id: string }>({
  url,
  id,
  noun,
  edit,
  gone,
}: {
  url: string;
  id: string;
  noun: string;
  edit: (latest: T) => void;
  gone: () => void;
}): Promise<LatestMessage> {
  const res = await fetch(url, { cache: "no-store" }).catch(() => null);
  const list: T[] | null = res?.ok ? await res.json().catch(() => null) : null;
  if (!Array.isArray(list)) return { ok: false, text: "Could not load the latest version. Please reload the page." };
  const latest = list.find((i) => i._id === id);
  if (!latest) {
    gone();
    return { ok: false, text: `That ${noun} has been deleted in the meantime.` };
  }
  edit(latest);
  return { ok: true, text: "This is the latest version. Make your change again, then save." };
}
