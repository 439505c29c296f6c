import { describe, expect, it } from "vitest";
import { normaliseIndianMobile, phoneSearchDigits } from "@/lib/phone";

describe("Indian mobile numbers", () => {
  it.each([
    "9811045872",
    "98110 45872",
    "098110 45872",
    "+91 98110-45872",
    "91 9811045872",
    "(+91) 98110 45872",
    "+919811045872",
  ])("accepts %s", (input) => {
    expect(normaliseIndianMobile(input)).toBe("+919811045872");
  });
  it.each(["", "12345", "5811045872", "98110458721", "+1 415 555 0100", "9811O45872", "<script>"])(
    "refuses %s",
    (input) => {
      expect(normaliseIndianMobile(input)).toBeNull();
    },
  );
});

describe("searching by phone", () => {
  it.each(["09811012345", "098110 12345", "+91 98110 12345", "919811012345", "9811012345", "0091 98110 12345"])(
    "looks for the ten digits of %s",
    (typed) => {
      expect(phoneSearchDigits(typed)).toBe("9811012345");
    },
  );
  it.each([
    ["98110", "98110"],
    ["+91 98110", "9198110"],
    ["12345", "12345"],
    ["9198765432", "9198765432"],
    ["R-12", null],
    ["Meera", null],
    // an e-mail or a name with digits in it is not a phone: its digits would match strangers' numbers
    ["nojs-j9n1i9@example.in", null],
    ["riya91", null],
    ["R-912", null],
    ["(+91) 98110.12345", "9811012345"],
  ])("looks for part of a number as typed: %s", (typed, digits) => {
    expect(phoneSearchDigits(typed)).toBe(digits);
  });
});
