import localFont from "next/font/local";

// Devanagari for Hindi pages only (issue #30): Noto Sans Devanagari from @fontsource, its
// Devanagari subset (no Latin: English words and digits keep the phone's own font), 400 for
// text and 700 for headings and buttons. Not preloaded: the @font-face rule's unicode-range
// means a browser fetches the files only for a page that shows Devanagari letters, and the
// class that uses the family is set on Hindi pages alone (app/[locale]/layout.tsx). The
// language switch's "हिन्दी" on English pages is drawn in the system font (font-system).
export const devanagari = localFont({
  src: [
    { path: "../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2", weight: "400 500", style: "normal" },
    { path: "../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2", weight: "600 800", style: "normal" },
  ],
  // "optional": a phone that has not got the file within the first moment keeps its own
  // Devanagari font (Android and iOS ship one) for that page, and uses this file from the
  // cache on the next: no swap, so no shift and no later LCP (swap measured CLS 0.04–0.09 and
  // +700 ms LCP on /hi pages in the bench).
  display: "optional",
  preload: false,
  adjustFontFallback: false,
  variable: "--font-devanagari",
  declarations: [{ prop: "unicode-range", value: "U+0900-097F, U+1CD0-1CF9, U+A830-A839, U+A8E0-A8FF" }],
});
