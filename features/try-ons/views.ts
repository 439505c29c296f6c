import type { Day } from "@/lib/dates";
import type { TryOnStatusWord } from "./rules/try-on";

/** A piece a try-on keeps for her: its copy, size, and the price held for her function days. */
interface TryOnPieceView {
  id: string;
  productId: string;
  /** the piece's title (English, as the owner's screens show it) */
  title: string;
  /** in her language: the owner's Hindi title for a Hindi customer, where she gave one */
  herTitle: string;
  size: string | null;
  copy: number;
  rent: number;
  deposit: number;
  /** her function days are held for this piece now */
  held: boolean;
}

export interface TryOnView {
  id: string;
  /** "T-12" */
  number: string;
  start: string;
  end: string;
  room: number;
  status: TryOnStatusWord;
  name: string;
  phone: string;
  email: string | null;
  locale: "en" | "hi";
  functionFrom: Day | null;
  functionTo: Day | null;
  /** when her function holds lapse (null: none held) */
  heldUntil: string | null;
  /** the last moment she may cancel or move it herself */
  changeUntil: string;
  byOwner: boolean;
  pieces: TryOnPieceView[];
  /** the booking the pieces she chose became */
  orderId: string | null;
  /** her try-on page */
  path: string;
}

/** One slot as the booking form shows it. */
export interface SlotView {
  start: string;
  time: string;
  rooms: number;
  left: number;
}

export interface SlotDayView {
  day: Day;
  slots: SlotView[];
}
