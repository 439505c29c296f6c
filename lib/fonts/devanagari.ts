// Devanagari for Hindi pages only: Noto Sans Devanagari from @fontsource, its
// Devanagari subset (no Latin: English words and digits keep the phone's own font), 400 for
// text and 700 for headings and buttons. Its @font-face rules are in app/globals.css. Not
// preloaded: their unicode-range means a browser fetches the files only for a page that shows
// Devanagari letters, and only Hindi pages name the family (app/globals.css, html:lang(hi)).
// The language switch's "हिन्दी" on English pages is drawn in the system font (font-system).
//
// A page draws in it only once it is in the browser's cache (components/layout/devanagari-webfont):
// a phone's first Hindi page uses the phone's own Devanagari font, and the two files (104 KB)
// are fetched after that page has loaded, for the pages after it.

import fontFiles from "@fontsource/noto-sans-devanagari/package.json";

/** The @font-face rules' family name in app/globals.css: what document.fonts calls it. */
export const DEVANAGARI_FAMILY = "Noto Sans Devanagari Web";

/** On <html> once the files are cached: the stylesheet then puts the family first (app/globals.css). */
export const DEVANAGARI_WEBFONT_ATTRIBUTE = "data-devanagari-webfont";

/**
 * What the browser notes once the files are cached: the family and the version of the package
 * its files come from (app/globals.css names them there). The build gives each file an address
 * made from its bytes, so new files (a new version) are not in a phone's cache yet: a note of
 * other files is not trusted, and the first Hindi page after such an update waits for its load
 * before fetching them, as a first visit does, instead of fetching 104 KB before its first paint.
 */
export const DEVANAGARI_WEBFONT_NOTE = `${DEVANAGARI_FAMILY} ${fontFiles.version}`;
