/**
 * Why a cell is quoted: the separator (a comma here, a semicolon in spreadsheets set up for
 * India and much of Europe), a quote, a line break or any other control character (VT, FF,
 * NEL and the Unicode line and paragraph separators end a row for some readers), or a space
 * at either end (trimmed by some importers).
 */
const NEEDS_QUOTES = /[",;\p{Cc}\p{Zl}\p{Zp}]|^\s|\s$/u;

/**
 * One CSV cell. Quoted when needed; text that a spreadsheet would run as a formula (=, +, -, @,
 * tab, CR at the start) gets a leading apostrophe: customers type these fields.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  // A phone number (+919811045872) is data, not a formula: left as it is.
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text) && !/^\+\d{6,15}$/.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
