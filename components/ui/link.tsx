import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * The shop's in-site link: next/link without its prefetch on sight. By default next/link
 * fetches every page whose link scrolls into view, as the page loads: on a collection page
 * the visible cards' pieces, the home page and the cart, each with its data and its scripts,
 * on a slow phone's main thread and data plan while it is still showing the page.
 * Instead, <IntentPrefetch> fetches a page when a visitor reaches for its link: a finger
 * touching it, a mouse over it, the keyboard on it, a beat before the click.
 */
export default function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
