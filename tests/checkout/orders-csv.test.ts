// The orders export reads back cell for cell in a strict spreadsheet, whatever a
// customer typed into a field.
import { describe, expect, it } from "vitest";
import { csvCell } from "@/lib/csv";

/**
 * A strict reader: `sep` between cells, every Unicode line break outside quotes ends a row
 * (CRLF as one), and cells not in quotes are trimmed, as some importers do.
 */
function readRows(text: string, sep: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let inQuotes = false;
  const endCell = () => {
    row.push(quoted ? cell : cell.trim());
    cell = "";
    quoted = false;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inQuotes) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') inQuotes = false;
      else cell += ch;
    } else if (ch === '"' && cell === "") inQuotes = quoted = true;
    else if (ch === sep) endCell();
    else if (/[\r\n\v\f\u0085\u2028\u2029]/.test(ch)) {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endCell();
      rows.push(row);
      row = [];
    } else cell += ch;
  }
  endCell();
  rows.push(row);
  return rows;
}

const TYPED = [
  "Flat 2; Rajouri Garden",
  "size M\vL",
  "page\fbreak",
  "next\u0085line",
  "line\u2028sep",
  "para\u2029sep",
  "  Priya",
  "Sharma  ",
  "\u00a0nbsp",
  'the "red" one',
  "a, b",
  "two\r\nlines",
  "lone\rCR",
  "tab\tinside",
  "bell\u0007",
  "Ruby Lehenga",
  "लहंगा",
];

describe("csvCell", () => {
  it("reads back cell for cell in a reader that splits rows at every Unicode line break", () => {
    expect(readRows(TYPED.map(csvCell).join(","), ",")).toEqual([TYPED]);
  });

  it("keeps a semicolon inside its cell for a spreadsheet that separates with semicolons", () => {
    for (const text of TYPED) expect(readRows(csvCell(text), ";"), JSON.stringify(text)).toEqual([[text]]);
  });

  it("keeps the formula guard and leaves plain cells and phone numbers alone", () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(readRows(csvCell("-5;+1"), ";")).toEqual([["'-5;+1"]]);
    expect(csvCell("+919811045872")).toBe("+919811045872");
    expect(csvCell("Ruby Lehenga")).toBe("Ruby Lehenga");
    expect(csvCell(4000)).toBe("4000");
    expect(csvCell(null)).toBe("");
  });
});
