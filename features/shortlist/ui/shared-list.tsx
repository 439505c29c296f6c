import { formatDay } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import type { SharedShortlist } from "../views";
import { VoteBoard } from "./vote-board";
import { eventName } from "./event-name";

/** The link page's body: whose event and which day, then the pieces to vote on. */
export function SharedList({ token, list, locale }: { token: string; list: SharedShortlist; locale: Locale }) {
  const t = translator(locale, "shortlist");
  const event = eventName(list.event, t);
  return (
    <>
      <h1 className="font-display text-3xl font-bold text-maroon-800 sm:text-4xl">{t("sharedHeading", { event })}</h1>
      {list.day ? (
        <p className="mt-2 text-lg text-stone-700">
          {formatDay(list.day, { weekday: "long", day: "numeric", month: "long", year: "numeric" }, locale)}
        </p>
      ) : null}
      <p className="mb-8 mt-3 text-stone-700">{t("sharedIntro")}</p>
      {list.pieces.length ? (
        <VoteBoard token={token} pieces={list.pieces} votes={list.votes} />
      ) : (
        <p className="text-stone-700">{t("sharedEmpty")}</p>
      )}
    </>
  );
}
