import { z } from "zod";
import { fieldWords } from "./field-words";
import { oneLine, safeString } from "./text";

// A customer's name and e-mail as every visitor's form takes them (a booking, a try-on): one
// rule and one set of words in her language, so the forms cannot drift apart.

/** Her name: required, one line, at most 100 characters. */
export const customerName = () =>
  safeString("labelName", { error: fieldWords("fieldRequired", { label: "labelName" }) })
    .trim()
    .min(1, fieldWords("fieldRequired", { label: "labelName" }))
    .max(100, fieldWords("fieldTooLong", { label: "labelName", max: 100 }))
    .transform(oneLine);

/** Her e-mail: optional (empty reads as none), a valid address when given. */
export const customerEmail = () =>
  safeString("labelEmail")
    .trim()
    .max(200, fieldWords("fieldTooLong", { label: "labelEmail", max: 200 }))
    .optional()
    .transform((v) => v || null)
    .pipe(z.email(fieldWords("emailInvalid")).nullable());
