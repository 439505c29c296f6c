import localFont from "next/font/local";

// Devanagari for Hindi pages only (issue #30): Noto Sans Devanagari from @fontsource, its
// Devanagari subset (no Latin: English words and digits keep the phone's own font), 400 for
// text and 700 for headings and buttons. Not preloaded: the @font-face rule's unicode-range
// means a browser fetches the files only for a page that shows Devanagari letters, and the
// class that defines the family is set on Hindi pages alone (components/layout/shop-document).
// The language switch's "हिन्दी" on English pages is drawn in the system font (font-system).
//
// A page draws in it only once it is in the browser's cache (components/layout/devanagari-webfont):
// a phone's first Hindi page uses the phone's own Devanagari font, and the two files (104 KB)
// are fetched after that page has loaded, for the pages after it (issue #31).
export const devanagari = localFont({
  src: [
    { path: "../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2", weight: "400 500", style: "normal" },
    { path: "../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2", weight: "600 800", style: "normal" },
  ],
  // "optional": should the cached file be gone (evicted, or a new version), a page that has
  // not got it within the first moment keeps the phone's own font: no swap, so no shift and no
  // later LCP (swap measured CLS 0.04–0.09 and +700 ms LCP on /hi pages in the bench).
  display: "optional",
  preload: false,
  adjustFontFallback: false,
  variable: "--font-devanagari",
  declarations: [{ prop: "unicode-range", value: "U+0900-097F, U+1CD0-1CF9, U+A830-A839, U+A8E0-A8FF" }],
});

/** The family name next/font gave the face ("devanagari"): what document.fonts calls it. */
export const devanagariFamily = devanagari.style.fontFamily
  .split(",")[0]!
  .trim()
  .replace(/^['"]|['"]$/g, "");

/** On <html> once the files are cached: the stylesheet then puts the family first (app/globals.css). */
export const DEVANAGARI_WEBFONT_ATTRIBUTE = "data-devanagari-webfont";
