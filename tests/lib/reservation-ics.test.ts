import { describe, expect, it } from "vitest";
import { reservationIcs } from "@/lib/rental/messages";

const stay = (size: string) => ({ title: "Ruby Bridal Lehenga", from: "2027-01-10", to: "2027-01-12", rent: 4000, deposit: 5000, size, number: "R-7", id: "res1" });

describe("reservationIcs", () => {
  it("keeps a customer's line breaks inside DESCRIPTION, a lone CR included: no property can be added", () => {
    for (const size of ["M\rURL:https://evil.example", "M\nURL:https://evil.example", "M\r\nURL:https://evil.example"]) {
      const ics = reservationIcs(stay(size), "Rangrez", "Uttam Nagar, Delhi", new Date("2026-11-24T00:00:00Z"));
      // the file's own lines end in CRLF; no line of it starts with the injected property
      const unfolded = ics.replace(/\r\n[ \t]/g, "");
      expect(unfolded.split("\r\n").some((line) => line.startsWith("URL:")), JSON.stringify(size)).toBe(false);
      expect(unfolded.replace(/\r\n/g, "")).not.toMatch(/\r|\n/);
      expect(unfolded).toContain("(size M\\nURL:https://evil.example)");
    }
  });
});
