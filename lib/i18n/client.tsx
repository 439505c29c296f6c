"use client";
import { createContext, useCallback, useContext } from "react";
import type { Catalogue, ClientNamespace } from "@/messages";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "./locales";
import { format, type Values } from "./format-message";

/**
 * The client side of the catalogues: the page's language and the namespaces
 * client components read, handed down once by app/[locale]/layout.tsx. A few lines instead
 * of next-intl's client runtime and its ICU parser, which every page's first load would
 * carry (the budget is 1.25× an empty page); the messages use only `{name}` placeholders.
 */
type ClientMessages = Pick<Catalogue, ClientNamespace>;
const Context = createContext<{ locale: Locale; messages: ClientMessages | null }>({
  locale: DEFAULT_LOCALE,
  messages: null,
});

export function ClientMessagesProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: ClientMessages;
  children: React.ReactNode;
}) {
  return <Context.Provider value={{ locale, messages }}>{children}</Context.Provider>;
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(Context).locale;
}

/** `(path) => the same page in this language`, for links and router pushes. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizedPath(locale, path), [locale]);
}

/** The translator of one namespace: `t("key", { name })`. A missing key shows itself (and the catalogue test fails on it). */
export function useT<N extends ClientNamespace>(
  namespace: N,
): (key: keyof ClientMessages[N] & string, values?: Values) => string {
  const { messages } = useContext(Context);
  return useCallback(
    (key, values) => {
      const text = (messages?.[namespace] as Record<string, string> | undefined)?.[key];
      return text === undefined ? `${namespace}.${key}` : format(text, values);
    },
    [messages, namespace],
  );
}
