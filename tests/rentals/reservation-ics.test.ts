import { describe, expect, it } from "vitest";
import { reservationIcs } from "@/features/rentals/rules/customer-messages";

const stay = (size: string) => ({
  title: "Ruby Bridal Lehenga",
  from: "2027-01-10",
  to: "2027-01-12",
  rent: 4000,
  deposit: 5000,
  size,
  number: "R-7",
  id: "res1",
});

describe("reservationIcs", () => {
  it("keeps a customer's line breaks inside DESCRIPTION, a lone CR included: no property can be added", () => {
    for (const size of [
      "M\rURL:https://evil.example",
      "M\nURL:https://evil.example",
      "M\r\nURL:https://evil.example",
    ]) {
      const ics = reservationIcs(stay(size), "Rangrez", "Uttam Nagar, Delhi", new Date("2026-11-24T00:00:00Z"));
      // the file's own lines end in CRLF; no line of it starts with the injected property
      const unfolded = ics.replace(/\r\n[ \t]/g, "");
      expect(
        unfolded.split("\r\n").some((line) => line.startsWith("URL:")),
        JSON.stringify(size),
      ).toBe(false);
      expect(unfolded.replace(/\r\n/g, "")).not.toMatch(/\r|\n/);
      expect(unfolded).toContain("(size M\\nURL:https://evil.example)");
    }
  });
});

// What a Unicode-aware reader takes for the end of a line, and what RFC 5545
// allows in TEXT (no control character but tab).
const BREAKS = ["\v", "\f", "\u0085", "\u2028", "\u2029", "\r", "\n", "\r\n"];
const CONTROLS = ["\u0001", "\u0008", "\u001b", "\u001f", "\u007f", "\u0080", "\u009f"];

describe("reservationIcs text", () => {
  const ics = (size: string, address = "Uttam Nagar, Delhi", shop = "Rangrez") =>
    reservationIcs(stay(size), shop, address, new Date("2026-11-24T00:00:00Z"));
  const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

  it("escapes every line separator in every text property: no reader finds a line the file did not write", () => {
    for (const br of BREAKS) {
      const file = unfold(
        ics(`M${br}URL:https://evil.example`, `Uttam Nagar${br}ATTACH:https://evil.example`, `Rangrez${br}X-EVIL:1`),
      );
      // Split the way a Unicode-aware reader would; each line is a property the file wrote.
      const lines = file.split(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/).filter(Boolean);
      expect(
        lines.filter((line) => /^(URL|ATTACH|X-EVIL)/.test(line)),
        JSON.stringify(br),
      ).toEqual([]);
      expect(file, JSON.stringify(br)).toContain("(size M\\nURL:https://evil.example)");
      expect(file, JSON.stringify(br)).toContain("LOCATION:Uttam Nagar\\nATTACH:https://evil.example");
    }
  });

  it("leaves no control character but the line ends and tab in the file", () => {
    const file = unfold(
      ics(`M${CONTROLS.join("")}\tL`, `Uttam${CONTROLS.join("")}Nagar`, `Rang${CONTROLS.join("")}rez`),
    );
    expect(file.replace(/\r\n/g, "").match(/(?!\t)[\p{Cc}\p{Zl}\p{Zp}]/gu)).toBeNull();
    expect(file).toContain("(size M       \tL)");
  });

  it("folds at 75 octets between whole characters: emoji and Hindi come back whole", () => {
    // Every alignment of four-octet emoji against the fold, and three-octet Devanagari.
    for (const size of ["a", "ab", "abc", "abcd"].flatMap((pad) => [pad + "👗".repeat(40), pad + "लहंगा ".repeat(12)])) {
      const file = ics(size);
      for (const line of file.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(file, size).not.toMatch(/\p{Cs}/u);
      expect(unfold(file), size).toContain(`(size ${size})`);
    }
  });
});
