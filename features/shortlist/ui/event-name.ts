import type { Translate } from "@/lib/i18n/page-messages";
import { isEventKey, type EventKey } from "../rules/lists";

const EVENT_WORDS = {
  mehendi: "eventMehendi",
  haldi: "eventHaldi",
  sangeet: "eventSangeet",
  wedding: "eventWedding",
  reception: "eventReception",
} as const satisfies Record<EventKey, string>;

/** A list's event as the page says it: one of the functions in the page's language, or her own name for it. */
export function eventName(event: string, t: Translate<"shortlist">): string {
  return isEventKey(event) ? t(EVENT_WORDS[event]) : event;
}
