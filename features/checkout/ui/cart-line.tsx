"use client";
import Image from "next/image";
import Link from "@/components/ui/link";
import { canGrow, isDated, lineKey, type CartLine } from "@/features/cart/rules/cart";
import { formatRupees, previewChars } from "@/lib/format";
import { useLocale, useLocalizedPath } from "@/lib/i18n/client";
import { storedTitleLang } from "@/lib/i18n/owner-text";
import { stayPath } from "@/features/rentals/rules/stay-address";
import { useCart } from "@/features/cart/ui/cart-store";
import { focusAfterRemove } from "./focus-after-remove";
import { CopiesStepper } from "./copies-stepper";
import { LineNotice } from "./line-notice";
import { Stepper } from "@/components/ui/stepper";
import { removeDay, StayLine } from "./stay-line";
import { usePageT } from "@/lib/i18n/page-messages";

/** One line of the cart page; a piece the shop no longer has is greyed, unpriced and removable. */
export function CartLineItem({ line: l }: { line: CartLine }) {
  const key = lineKey(l);
  const notice = useCart((s) => s.notices[key]);
  const { increment, decrement, remove } = useCart.getState();
  const t = usePageT("cart");
  const localized = useLocalizedPath();
  const locale = useLocale();
  const href = isDated(l) ? stayPath(l.href, { pickup: l.from, ret: l.to }) : l.href;
  // Gone: the shop no longer has the piece. Unavailable with a `problem` instead: the piece
  // is there, but this stay is not allowed any more (its pickup day has passed, say).
  const gone = l.unavailable && !l.problem;
  return (
    <li
      className={`flex gap-4 rounded-2xl p-4 shadow-sm ring-1 ${l.unavailable ? "bg-stone-100 ring-stone-200" : "bg-white ring-maroon-100"}`}
      data-testid={l.unavailable ? "unavailable-line" : undefined}
    >
      <div
        className={`relative h-28 w-20 shrink-0 overflow-hidden rounded-lg bg-maroon-50 ${l.unavailable ? "opacity-50 grayscale" : ""}`}
      >
        {/* A deleted piece's photo is gone with it. */}
        {l.image && !gone ? <Image src={l.image} alt="" fill sizes="80px" className="object-cover" /> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {/* The page of a piece the shop deleted is a 404: no link to it. */}
        {gone ? (
          <p
            className="font-display text-lg font-semibold text-stone-600 line-through"
            lang={storedTitleLang(l.title, locale)}
          >
            {l.title}
          </p>
        ) : (
          <Link
            href={localized(href)}
            className="font-display text-lg font-semibold text-maroon-800 hover:underline"
            lang={storedTitleLang(l.title, locale)}
          >
            {l.title}
          </Link>
        )}
        {gone ? null : isDated(l) ? (
          <StayLine line={l} />
        ) : (
          <>
            <p className="text-sm text-stone-600">{previewChars(l.description, 60)}</p>
            <p className="text-sm font-semibold text-maroon-700" data-testid="line-price" data-keep-clear>
              {formatRupees(l.price)}
            </p>
          </>
        )}
        <LineNotice line={l} notice={notice} />
        {l.unavailable && !gone ? (
          <Link href={localized(l.href)} className="text-sm font-semibold text-maroon-800 underline underline-offset-4">
            {t("chooseNewDates")}
            <span className="sr-only"> {t("forTitle", { title: l.title })}</span>
          </Link>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-3">
          {l.unavailable ? null : isDated(l) ? (
            <CopiesStepper line={l} onFewer={() => decrement(key)} onMore={() => increment(key)} />
          ) : (
            <Stepper
              label={t("quantityOf", { title: l.title })}
              fewer={t("oneFewer", { title: l.title })}
              more={t("oneMore", { title: l.title })}
              quantity={l.quantity}
              canGrow={canGrow(l)}
              onFewer={() => decrement(key)}
              onMore={() => increment(key)}
            />
          )}
          <button
            type="button"
            onClick={() => {
              remove(key);
              focusAfterRemove("cart-lines", "cart-empty");
            }}
            className="text-sm font-semibold text-red-700 underline underline-offset-4"
          >
            {t("remove")}
            <span className="sr-only">
              {" "}
              {isDated(l)
                ? t("removeStay", { title: l.title, from: removeDay(l.from, locale), to: removeDay(l.to, locale) })
                : l.title}
              {isDated(l) && l.size ? t("andSize", { size: l.size }) : null}
            </span>
          </button>
        </div>
      </div>
    </li>
  );
}
