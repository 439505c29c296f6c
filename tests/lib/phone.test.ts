import { describe, expect, it } from "vitest";
import { normaliseIndianMobile } from "@/lib/validation/phone";

describe("Indian mobile numbers", () => {
  it.each(["9811045872", "98110 45872", "098110 45872", "+91 98110-45872", "91 9811045872", "(+91) 98110 45872", "+919811045872"])("accepts %s", (input) => {
    expect(normaliseIndianMobile(input)).toBe("+919811045872");
  });
  it.each(["", "12345", "5811045872", "98110458721", "+1 415 555 0100", "9811O45872", "<script>"])("refuses %s", (input) => {
    expect(normaliseIndianMobile(input)).toBeNull();
  });
});
