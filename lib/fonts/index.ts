import localFont from "next/font/local";

// Self-hosted: Google-hosted fonts would need the internet at build time. Body text uses the
// phone's own font (globals.css); headings use Playfair Display 700 (it also serves
// font-semibold, the nearest heavier weight, so no faux bold).
//
// Playfair comes in two parts, split by unicode-range as Google Fonts serves its fonts:
//  - the core (13.6 KB, preloaded): ASCII and the punctuation headings use (’ “ ” – — · × • …),
//    which is every heading this shop writes. Made from @fontsource's Latin file with
//      python3 -m fontTools.subset playfair-display-latin-700-normal.woff2 --flavor=woff2 \
//        --unicodes="U+0020-007E,U+00A0,U+00B7,U+00D7,U+2013,U+2014,U+2018,U+2019,U+201C,U+201D,U+2022,U+2026"
//  - the rest of Latin (é, ñ, ü… in a piece's name, also when typed as a letter and a separate
//    accent), the whole 23 KB file, which a browser fetches only for a page that shows one.
// The whole file was preloaded before: 9.6 KB more on every first visit, sharing a phone's
// connection with the first photo (issue #13, item 9).
const playfairCore = localFont({
  src: "./playfair-display-700-core.woff2",
  weight: "600 700",
  display: "swap",
  declarations: [{ prop: "unicode-range", value: "U+0020-007E, U+00A0, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026" }],
});

const playfairRest = localFont({
  src: "../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2",
  weight: "600 700",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+00A1-00B6, U+00B8-00D6, U+00D8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0300-0301, U+0303-0304, U+0308-0309, U+0323, U+0329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2027-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
});

/**
 * The headings' font-family: the core, then the rest of Latin, then the core's metric-matched
 * fallback (next/font's, sized like Playfair so the swap does not shift the page). The
 * fallback must come after both parts: a local font that has the letter would otherwise
 * win over the Latin file.
 */
export function displayFontFamily(locale: "en" | "hi" = "en"): string {
  const [coreFace, ...coreFallback] = playfairCore.style.fontFamily.split(/,\s*/);
  // Hindi headings: Devanagari letters from Noto Sans Devanagari (lib/fonts/devanagari.ts) once
  // it is cached (app/globals.css sets the face), Latin ones (a piece's English name) in Playfair.
  const hindi = locale === "hi" ? ["var(--font-devanagari-face)"] : [];
  return [coreFace, playfairRest.style.fontFamily, ...hindi, ...coreFallback, "Georgia", "serif"].join(", ");
}
