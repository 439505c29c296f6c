// A booking link's version is read in its canonical form only: "00" or "000000000" for a
// ".0." link is another token, not the same one written differently.
import { describe, expect, it } from "vitest";
import { bookingPath, readBookingToken } from "@/features/rentals/booking-link";

const ref = { kind: "reservation" as const, id: "cmx7aawad002vdn7dqd0ic7t6" };
const tokenOf = (version: number) => bookingPath(ref, version).split("/").at(-1)!;

describe("booking link versions", () => {
  it("reads the token the shop made, for version 0 and a later one", () => {
    expect(readBookingToken(tokenOf(0))).toEqual({ ...ref, version: 0 });
    expect(readBookingToken(tokenOf(12))).toEqual({ ...ref, version: 12 });
  });

  it("refuses the same version written with leading zeros, though the signature is the version's", () => {
    const [prefix, id, , signature] = tokenOf(0).split(".");
    for (const written of ["00", "000000000", "0000"])
      expect(readBookingToken([prefix, id, written, signature].join(".")), written).toBeNull();
    const [p12, id12, , s12] = tokenOf(12).split(".");
    expect(readBookingToken([p12, id12, "012", s12].join("."))).toBeNull();
  });
});
