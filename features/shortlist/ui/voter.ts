import { useSyncExternalStore } from "react";

/** The voting browser: a random id (one vote per browser per piece) and her first name, remembered. */
const KEY = "shortlist-voter";
const CHANGED = "shortlist-voter-changed";

export interface Voter {
  id: string;
  name: string;
  /** her votes so far, by list token and piece */
  mine: Record<string, boolean>;
}

const randomId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;

function parse(raw: string | null): Voter | null {
  try {
    const v = JSON.parse(raw ?? "null") as Partial<Voter> | null;
    if (v && typeof v.id === "string" && /^[A-Za-z0-9_-]{8,64}$/.test(v.id))
      return {
        id: v.id,
        name: typeof v.name === "string" ? v.name.slice(0, 40) : "",
        mine: v.mine && typeof v.mine === "object" ? v.mine : {},
      };
  } catch {
    // unreadable: a new voter
  }
  return null;
}

// Kept here too, so a browser that blocks storage still votes as one voter for this visit.
let last: { raw: string | null; voter: Voter } | null = null;

function snapshot(): Voter {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    raw = null;
  }
  if (last && (raw === last.raw || raw === null)) return last.voter;
  const voter = parse(raw) ?? { id: randomId(), name: "", mine: {} };
  // A new voter is written at once (never announced: this runs while React renders).
  last = { raw: store(voter), voter };
  return voter;
}

function store(voter: Voter): string {
  const raw = JSON.stringify(voter);
  try {
    localStorage.setItem(KEY, raw);
  } catch {
    // storage full or blocked: remembered for this visit only
  }
  return raw;
}

export function saveVoter(voter: Voter): void {
  last = { raw: store(voter), voter };
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** This browser's voter: null in the server's HTML, the remembered one (or a new one) once hydrated. */
export function useVoter(): Voter | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
