"use client";
import { createContext, useCallback, useContext } from "react";
import type { Catalogue } from "@/messages";
import { format, type Values } from "@/lib/i18n/format-message";

/**
 * The rental widget's and her booking page's words (issue #30), handed to their client
 * components by the server component that draws them (RentByDate, CustomerBookingView) in
 * the page's language: only the pages that show a calendar or a booking carry them, not every
 * page as CLIENT_NAMESPACES would. Read like useT: `const t = useWords("calendar"); t("key")`.
 */
type RentalNamespace = "calendar" | "booking";
type Words = Partial<Pick<Catalogue, RentalNamespace>>;
const Context = createContext<Words>({});

export function RentalWords({ words, children }: { words: Words; children: React.ReactNode }) {
  const outer = useContext(Context);
  return <Context.Provider value={{ ...outer, ...words }}>{children}</Context.Provider>;
}

/** The translator of one of these namespaces; a missing key shows itself, as useT's does. */
export function useWords<N extends RentalNamespace>(namespace: N): (key: keyof Catalogue[N] & string, values?: Values) => string {
  const words = useContext(Context);
  return useCallback(
    (key, values) => {
      const text = (words[namespace] as Record<string, string> | undefined)?.[key];
      return text === undefined ? `${namespace}.${key}` : format(text, values);
    },
    [words, namespace],
  );
}
