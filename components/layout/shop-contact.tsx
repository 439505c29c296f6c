"use client";
import { createContext, useContext } from "react";

/** The shop's phone and WhatsApp as the page shows them, with their links. */
export type ShopContact = { phone: string; phoneHref: string; whatsapp: string; whatsappHref: string };

const Context = createContext<ShopContact | null>(null);

/**
 * Hands the shop's numbers to client components that cannot read the server's configuration:
 * the error page above all, which a visitor sees when the shop cannot load a page and calling
 * is the one way forward.
 */
export function ShopContactProvider({ contact, children }: { contact: ShopContact; children: React.ReactNode }) {
  return <Context.Provider value={contact}>{children}</Context.Provider>;
}

export function useShopContact(): ShopContact | null {
  return useContext(Context);
}
