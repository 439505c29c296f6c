"use client";
import { createContext, useCallback, useContext } from "react";
import type { Catalogue, Namespace } from "@/messages";
import { format, type Values } from "@/lib/i18n/format-message";

/** The namespaces only the cart, checkout and thank-you pages read on the client. */
type PageNamespace = "cart" | "checkout";
type PageMessages = Partial<Pick<Catalogue, PageNamespace>>;

/** A translator of one namespace, as a prop: the server's translator(locale, ns) and the client's usePageT(ns) both fit. */
export type Translate<N extends Namespace> = (key: keyof Catalogue[N] & string, values?: Values) => string;

const Context = createContext<PageMessages>({});

/**
 * The cart's and checkout's words, handed down by their pages only (app/[locale]/cart,
 * checkout): unlike CLIENT_NAMESPACES (lib/i18n/client.tsx), which travel with every page of
 * the shop, these few dozen messages reach the browser only where they are shown.
 */
export function PageMessagesProvider({ messages, children }: { messages: PageMessages; children: React.ReactNode }) {
  return <Context.Provider value={messages}>{children}</Context.Provider>;
}

/** `t("key", { name })` for a namespace the page handed down; a missing key shows itself. */
export function usePageT<N extends PageNamespace>(namespace: N): Translate<N> {
  const messages = useContext(Context);
  return useCallback(
    (key, values) => {
      const text = (messages[namespace] as Record<string, string> | undefined)?.[key];
      return text === undefined ? `${namespace}.${key}` : format(text, values);
    },
    [messages, namespace],
  );
}
