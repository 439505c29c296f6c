"use client";
import { createContext, useCallback, useContext } from "react";
import type { Catalogue, Namespace } from "@/messages";
import { format, type Values } from "./format-message";

/**
 * Words a few pages' client components read (the cart and checkout, the rental calendar, her
 * booking page), handed down by the server component that draws them, in the page's language:
 * unlike CLIENT_NAMESPACES (lib/i18n/client.tsx), which travel with every page of the shop,
 * these reach the browser only where they are shown. Nested providers add to each other.
 */
type Messages = Partial<Catalogue>;
const Context = createContext<Messages>({});

/** A translator of one namespace, as a prop: the server's translator(locale, ns) and the client's usePageT(ns) both fit. */
export type Translate<N extends Namespace> = (key: keyof Catalogue[N] & string, values?: Values) => string;

export function PageMessages({ messages, children }: { messages: Messages; children: React.ReactNode }) {
  const outer = useContext(Context);
  return <Context.Provider value={{ ...outer, ...messages }}>{children}</Context.Provider>;
}

/** `t("key", { name })` for a namespace the page handed down; a missing key shows itself (and the catalogue test fails on it). */
export function usePageT<N extends Namespace>(namespace: N): Translate<N> {
  const messages = useContext(Context);
  return useCallback(
    (key, values) => {
      const text = (messages[namespace] as Record<string, string> | undefined)?.[key];
      return text === undefined ? `${namespace}.${key}` : format(text, values);
    },
    [messages, namespace],
  );
}
