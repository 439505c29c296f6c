// Moved to lib/phone.ts (lib/format.ts needs it, and lib/validation needs lib/format: a loop).
// Kept for the rental files that still import it here; the lead's merge points them at lib/phone and deletes this.
export { normaliseIndianMobile, PHONE_MESSAGE, PHONE_PLACEHOLDER, phoneSearchDigits } from "@/lib/phone";
