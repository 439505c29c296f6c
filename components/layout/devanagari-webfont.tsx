import { DEVANAGARI_FAMILY, DEVANAGARI_WEBFONT_ATTRIBUTE, DEVANAGARI_WEBFONT_NOTE } from "@/lib/fonts/devanagari";

// Where the browser keeps the note that the files were fetched; its value names the family and
// the files' version (DEVANAGARI_WEBFONT_NOTE), so new files are waited for as on a first visit.
// Should the files have left the cache since (evicted), that page fetches them as its stylesheet
// names them, and `optional` keeps the phone's font until then.
const STORAGE_KEY = "devanagari-webfont";

/**
 * Hindi pages draw Devanagari in Noto Sans Devanagari only once its files are in the browser's
 * cache. On a phone's first Hindi page the two files (104 KB) would share slow 4G
 * with the page's scripts and first photo, and `font-display: optional` would not use them on
 * that page anyway; the phone's own Devanagari font (Android and iOS ship one) draws it instead.
 * After the page has loaded, in idle time, this fetches them (not under Save-Data) and notes it;
 * every later page load sets the attribute before the first paint, so the stylesheet names the
 * family and the cached files draw it from the start. Pages reached by a client-side navigation
 * keep the font their document began with: the type never changes under a reader's eyes.
 * (React drops the attribute only if it must mount <html> afresh: after a root error is reset,
 * or a failed hydration. Then the phone's font draws the rest of that document.)
 *
 * A plain inline script, not a client component: it must run before the first paint, and the
 * work is a dozen lines no other code shares. The CSP allows inline scripts (lib/server/security-headers.mjs).
 */
export function DevanagariWebfont() {
  const args = [DEVANAGARI_FAMILY, DEVANAGARI_WEBFONT_ATTRIBUTE, STORAGE_KEY, DEVANAGARI_WEBFONT_NOTE]
    .map((s) => JSON.stringify(s))
    .join(",");
  return <script dangerouslySetInnerHTML={{ __html: `(${gate.toString()})(${args})` }} />;
}

// Sent to the browser as its source text (toString): no imports, nothing from outside its arguments.
function gate(family: string, attribute: string, key: string, note: string) {
  const html = document.documentElement;
  try {
    if (localStorage.getItem(key) === note) html.setAttribute(attribute, "");
  } catch {
    // Storage blocked: nothing could be noted, so every page names the family, as before this
    // gate: it draws a page whose files arrive in the first moment.
    html.setAttribute(attribute, "");
  }
  function fetchFaces() {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection && connection.saveData) return;
    const loads: Promise<FontFace>[] = [];
    document.fonts.forEach(function (face) {
      if (face.family.replace(/^["']|["']$/g, "") === family) loads.push(face.load());
    });
    if (loads.length === 0) return;
    Promise.all(loads).then(
      function () {
        try {
          localStorage.setItem(key, note);
        } catch {
          // As above.
        }
      },
      function () {
        // Not fetched (offline): tried again on the next page.
      },
    );
  }
  function later() {
    if (window.requestIdleCallback) window.requestIdleCallback(fetchFaces, { timeout: 3000 });
    else setTimeout(fetchFaces, 500);
  }
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
