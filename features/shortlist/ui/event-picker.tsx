"use client";
import { useId, useState } from "react";
import { usePageT } from "@/lib/i18n/page-messages";
import { EVENTS, isEventKey, MAX_EVENT_LENGTH } from "../rules/lists";
import { eventName } from "./event-name";

const OWN = "own";

/** Which function a list is for: Mehendi, Haldi, Sangeet, Wedding, Reception, or her own name for it. */
export function EventPicker({
  initial,
  submitLabel,
  onPick,
}: {
  initial?: string;
  submitLabel: string;
  onPick(event: string): void;
}) {
  const id = useId();
  const t = usePageT("shortlist");
  const [choice, setChoice] = useState(initial === undefined ? "wedding" : isEventKey(initial) ? initial : OWN);
  const [own, setOwn] = useState(initial !== undefined && !isEventKey(initial) ? initial : "");
  const event = choice === OWN ? own.trim() : choice;
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (event) onPick(event);
      }}
    >
      <label className="flex flex-col text-sm font-semibold text-maroon-900" htmlFor={`${id}-event`}>
        {t("eventLabel")}
        <select
          id={`${id}-event`}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          className="mt-1 min-h-11 rounded-lg border border-stone-300 bg-white px-3 font-normal text-stone-900"
        >
          {EVENTS.map((key) => (
            <option key={key} value={key}>
              {eventName(key, t)}
            </option>
          ))}
          <option value={OWN}>{t("eventOwn")}</option>
        </select>
      </label>
      {choice === OWN ? (
        <label className="flex flex-col text-sm font-semibold text-maroon-900" htmlFor={`${id}-own`}>
          {t("eventOwnName")}
          <input
            id={`${id}-own`}
            value={own}
            maxLength={MAX_EVENT_LENGTH}
            required
            onChange={(e) => setOwn(e.target.value)}
            className="mt-1 min-h-11 rounded-lg border border-stone-300 px-3 font-normal text-stone-900"
          />
        </label>
      ) : null}
      <button
        type="submit"
        disabled={!event}
        className="min-h-11 rounded-full border-2 border-maroon-700 px-4 font-semibold text-maroon-700 hover:bg-maroon-50 disabled:opacity-50"
      >
        {submitLabel}
      </button>
    </form>
  );
}
