/**
 * One polite live region for every heart of a page, put in the page when the first heart
 * mounts (a region added together with its text is often not read), then told each change.
 */
const ID = "shortlist-announcer";

function region(): HTMLElement | null {
  if (typeof document === "undefined") return null;
  let el = document.getElementById(ID);
  if (!el) {
    el = document.createElement("div");
    el.id = ID;
    el.setAttribute("role", "status");
    el.setAttribute("aria-live", "polite");
    el.className = "sr-only";
    document.body.appendChild(el);
  }
  return el;
}

export function prepareAnnouncer(): void {
  region();
}

export function announce(text: string): void {
  const el = region();
  if (!el) return;
  // Emptied first, so the same words said twice in a row are announced twice.
  el.textContent = "";
  setTimeout(() => (el.textContent = text), 60);
}
