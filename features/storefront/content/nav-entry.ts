/**
 * The shape of a menu entry, apart from features/storefront/content/navigation.ts: the menus' client
 * components import this, which carries no catalogue into the browser.
 */
export interface NavLink {
  label: string;
  href: string;
}

export interface NavMenu {
  /** stable in every language: the dropdown's element id (`menu-${id}`) */
  id: string;
  label: string;
  items: NavLink[];
}

export type NavEntry = NavLink | NavMenu;

export const isMenu = (entry: NavEntry): entry is NavMenu => "items" in entry;
