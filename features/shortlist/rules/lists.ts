/**
 * "My shortlist" as her browser keeps it: lists by event (Mehendi, Haldi, … or her own name for
 * it), each with an optional day and the pieces she hearted. Pure: the store (ui/shortlist-store.ts),
 * the hearts' pressed state (ui/stored-pieces.ts) and the tests use the same operations.
 */

/** The functions of a wedding she may pick; anything else is her own name for it. */
export const EVENTS = ["mehendi", "haldi", "sangeet", "wedding", "reception"] as const;
export type EventKey = (typeof EVENTS)[number];

export const isEventKey = (event: string): event is EventKey => (EVENTS as readonly string[]).includes(event);

/** One shared list holds at most this many pieces (the API refuses more). */
export const MAX_PIECES = 30;
/** A list's event name, as the database keeps it. */
export const MAX_EVENT_LENGTH = 60;
/** A try-on takes at most this many pieces: the first ones of the list. */
export const TRY_ON_PIECES = 6;

/** A piece as the list shows it: kept with the list, so the page needs no server to draw it. */
export interface SavedPiece {
  productId: string;
  /** her size where the piece's copies differ and she chose one; null otherwise */
  size: string | null;
  title: string;
  titleHi?: string | null;
  image?: string;
  /** rent per stay as the card shows it, in rupees */
  price: number;
  /** the piece's page, in English (localized where shown) */
  href: string;
}

/** What the server gave back when she shared the list: the link, and the key to change or revoke it. */
export interface ShareInfo {
  token: string;
  path: string;
  editKey: string;
  /** changed since it was last sent: the shortlist page sends it again */
  dirty?: boolean;
}

export interface SavedList {
  id: string;
  event: string;
  day: string | null;
  pieces: SavedPiece[];
  share?: ShareInfo;
}

export interface Shortlists {
  lists: SavedList[];
  /** the list a heart adds to */
  current: string | null;
}

export const EMPTY: Shortlists = { lists: [], current: null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (v: unknown, max: number): v is string => typeof v === "string" && v.trim() !== "" && v.length <= max;

function parsePiece(value: unknown): SavedPiece | null {
  const p = value as Partial<SavedPiece> | null;
  if (!p || !text(p.productId, 64) || !text(p.title, 300) || !text(p.href, 300)) return null;
  const price = typeof p.price === "number" && Number.isFinite(p.price) ? p.price : 0;
  return {
    productId: p.productId,
    size: text(p.size, 40) ? p.size : null,
    title: p.title,
    ...(text(p.titleHi, 300) ? { titleHi: p.titleHi } : {}),
    ...(text(p.image, 500) ? { image: p.image } : {}),
    price,
    href: p.href,
  };
}

function parseShare(value: unknown): ShareInfo | undefined {
  const s = value as Partial<ShareInfo> | null;
  if (!s || !text(s.token, 300) || !text(s.path, 400) || !text(s.editKey, 100)) return undefined;
  return { token: s.token, path: s.path, editKey: s.editKey, ...(s.dirty ? { dirty: true } : {}) };
}

/** What a stored value holds, checked: hand-edited or older JSON loads as what can be read of it. */
export function parseStored(value: unknown): Shortlists {
  const v = value as { lists?: unknown; current?: unknown } | null;
  if (!v || !Array.isArray(v.lists)) return EMPTY;
  const lists = v.lists.flatMap((raw): SavedList[] => {
    const l = raw as Partial<SavedList> | null;
    if (!l || !text(l.id, 64) || !text(l.event, MAX_EVENT_LENGTH)) return [];
    const pieces = (Array.isArray(l.pieces) ? l.pieces : []).map(parsePiece).filter((p) => p !== null);
    const share = parseShare(l.share);
    return [
      {
        id: l.id,
        event: l.event,
        day: typeof l.day === "string" && DAY.test(l.day) ? l.day : null,
        pieces: pieces.slice(0, MAX_PIECES),
        ...(share ? { share } : {}),
      },
    ];
  });
  const current = lists.some((l) => l.id === v.current) ? (v.current as string) : (lists[0]?.id ?? null);
  return { lists, current };
}

/** Whether any list holds the piece: her heart on it is pressed. */
export const hasPiece = (state: Shortlists, productId: string): boolean =>
  state.lists.some((l) => l.pieces.some((p) => p.productId === productId));

const touched = (list: SavedList): SavedList =>
  list.share ? { ...list, share: { ...list.share, dirty: true } } : list;

function mapList(state: Shortlists, id: string, change: (l: SavedList) => SavedList): Shortlists {
  return { ...state, lists: state.lists.map((l) => (l.id === id ? touched(change(l)) : l)) };
}

/** A new list for an event, made the one hearts add to. */
export function addList(state: Shortlists, id: string, event: string, day: string | null = null): Shortlists {
  return {
    lists: [...state.lists, { id, event: event.trim().slice(0, MAX_EVENT_LENGTH), day, pieces: [] }],
    current: id,
  };
}

export type ToggleResult = "added" | "removed" | "full";

/**
 * A heart pressed: a piece in any list comes out of every list; otherwise it goes into the
 * current list (a Wedding list is made for the first heart). "full": the list has MAX_PIECES.
 */
export function togglePiece(
  state: Shortlists,
  piece: SavedPiece,
  newId: () => string,
): { state: Shortlists; result: ToggleResult } {
  if (hasPiece(state, piece.productId)) {
    const lists = state.lists.map((l) =>
      l.pieces.some((p) => p.productId === piece.productId)
        ? touched({ ...l, pieces: l.pieces.filter((p) => p.productId !== piece.productId) })
        : l,
    );
    return { state: { ...state, lists }, result: "removed" };
  }
  const base = state.current && state.lists.some((l) => l.id === state.current) ? state : withFirstList(state, newId);
  const list = base.lists.find((l) => l.id === base.current)!;
  if (list.pieces.length >= MAX_PIECES) return { state, result: "full" };
  return { state: mapList(base, list.id, (l) => ({ ...l, pieces: [...l.pieces, piece] })), result: "added" };
}

function withFirstList(state: Shortlists, newId: () => string): Shortlists {
  if (state.lists[0]) return { ...state, current: state.lists[0].id };
  return addList(state, newId(), "wedding");
}

/** Her size chosen on the piece's page after she hearted it: the piece keeps it on every list. */
export function resizePiece(state: Shortlists, productId: string, size: string): Shortlists {
  if (!state.lists.some((l) => l.pieces.some((p) => p.productId === productId && p.size !== size))) return state;
  const lists = state.lists.map((l) =>
    l.pieces.some((p) => p.productId === productId && p.size !== size)
      ? touched({ ...l, pieces: l.pieces.map((p) => (p.productId === productId ? { ...p, size } : p)) })
      : l,
  );
  return { ...state, lists };
}

export const removePiece = (state: Shortlists, listId: string, productId: string): Shortlists =>
  mapList(state, listId, (l) => ({ ...l, pieces: l.pieces.filter((p) => p.productId !== productId) }));

export const renameList = (state: Shortlists, listId: string, event: string): Shortlists =>
  event.trim() ? mapList(state, listId, (l) => ({ ...l, event: event.trim().slice(0, MAX_EVENT_LENGTH) })) : state;

export const setDay = (state: Shortlists, listId: string, day: string | null): Shortlists =>
  mapList(state, listId, (l) => ({ ...l, day: day && DAY.test(day) ? day : null }));

export const deleteList = (state: Shortlists, listId: string): Shortlists => {
  const lists = state.lists.filter((l) => l.id !== listId);
  return { lists, current: state.current === listId ? (lists[0]?.id ?? null) : state.current };
};

export const chooseCurrent = (state: Shortlists, listId: string): Shortlists =>
  state.lists.some((l) => l.id === listId) ? { ...state, current: listId } : state;

/** Shared, or sent again: `dirty` off. `share` undefined: no longer shared (revoked). */
export function setShare(state: Shortlists, listId: string, share: ShareInfo | undefined): Shortlists {
  return {
    ...state,
    lists: state.lists.map((l) => {
      if (l.id !== listId) return l;
      const rest = { ...l };
      delete rest.share;
      return share ? { ...rest, share: { ...share, dirty: false } } : rest;
    }),
  };
}

/** The pieces as the API takes them. */
export const piecesOf = (list: SavedList) =>
  list.pieces.map((p) => ({ productId: p.productId, ...(p.size ? { size: p.size } : {}) }));

/**
 * "Book a try-on": /try-on?pieces=<id>[~<size>],… (the first TRY_ON_PIECES), with the list's
 * day as both ends of the function when it has one.
 */
export function tryOnHref(list: Pick<SavedList, "pieces" | "day">): string {
  const pieces = list.pieces
    .slice(0, TRY_ON_PIECES)
    .map((p) => (p.size ? `${p.productId}~${encodeURIComponent(p.size)}` : p.productId))
    .join(",");
  const days = list.day ? `&from=${list.day}&to=${list.day}` : "";
  return `/try-on?pieces=${pieces}${days}`;
}
