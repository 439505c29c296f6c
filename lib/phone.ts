/**
 * Indian mobile numbers in the forms people type them: 9811045872, 098110 45872,
 * +91 98110-45872, 91 9811045872, (+91) 98110 45872. Returns "+91XXXXXXXXXX" or null.
 * Mobile numbers have 10 digits and start with 6–9.
 */
export function normaliseIndianMobile(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d\s().-]{10,20}$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  if (!/^[6-9]\d{9}$/.test(digits)) return null;
  return `+91${digits}`;
}

/**
 * A neutral example for phone fields: the shop's own number (98110 45872) used to be the
 * placeholder, so a visitor could take it for the number to call, or send it back as theirs.
 */
export const PHONE_PLACEHOLDER = "98xxx xxxxx";

/**
 * The digits to look for in stored numbers (+91XXXXXXXXXX) when the owner searches by phone:
 * a whole number typed with its trunk 0, 91, +91 or 0091 in front ("098110 12345",
 * "+91 98110 12345") loses it, since the stored number has no 0 and its 91 may be written
 * differently; a part of a number ("12345", "+91 98110") is looked for as typed. Null below
 * three digits, too few to mean a phone, and for anything with letters or other signs in it
 * (an e-mail "riya91@…", an order "R-912"): its digits are not a phone, and looking for them
 * would list every customer whose number holds them.
 */
export function phoneSearchDigits(q: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, "");
  if (digits.length < 3) return null;
  for (const prefix of ["0", "91", "0091"]) {
    if (digits.length === prefix.length + 10 && digits.startsWith(prefix)) return digits.slice(prefix.length);
  }
  return digits;
}
