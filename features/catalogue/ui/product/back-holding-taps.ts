/**
 * Goes Back from a product popup and holds any link tapped before that Back has landed.
 *
 * The popup vanishes at once, but history.back() lands later (a popstate, then the router's
 * own render). A card tapped in between pushed the piece's address while the Back was still
 * under way; the two crossed and the visitor got the piece's address with neither the popup
 * nor the page. So plain clicks on same-site links
 * are caught before React sees them and the last one is replayed once the Back has landed.
 * If no popstate ever comes, the tap is replayed anyway after a short wait.
 */
const GIVE_UP_MS = 1500;

let holding = false;

export function goBackHoldingTaps(back: () => void) {
  if (holding) return;
  holding = true;
  let held: HTMLAnchorElement | null = null;

  const onClick = (event: MouseEvent) => {
    const link = heldLink(event);
    if (!link) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = link;
  };
  const release = () => {
    window.removeEventListener("click", onClick, true);
    window.removeEventListener("popstate", onPopState);
    clearTimeout(giveUp);
    holding = false;
    const link = held;
    held = null;
    if (link) replay(link);
  };
  // The router handles the popstate in a transition; replay after it has had a frame.
  const onPopState = () => requestAnimationFrame(() => setTimeout(release, 0));

  window.addEventListener("click", onClick, true);
  window.addEventListener("popstate", onPopState, { once: true });
  const giveUp = setTimeout(release, GIVE_UP_MS);
  back();
}

/**
 * Clicks the held link again. If the page re-rendered meanwhile and that element left it,
 * React no longer hears its clicks and the browser would load the whole page instead of
 * opening the popup; so the link with the same address on the page now is clicked, if any.
 */
function replay(link: HTMLAnchorElement) {
  const href = link.getAttribute("href");
  const live = link.isConnected
    ? link
    : [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].find(
        (candidate) => candidate.getAttribute("href") === href,
      );
  (live ?? link).click();
}

/** A tap that would navigate this tab within the site: the only kind worth holding. */
function heldLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  return link.origin === location.origin ? link : null;
}
