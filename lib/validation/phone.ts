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

export const PHONE_MESSAGE = "Enter a 10-digit Indian mobile number, e.g. 98110 45872.";
