import { z } from "zod";
import { normaliseIndianMobile, PHONE_PLACEHOLDER } from "@/lib/phone";
import { fieldWords } from "./field-words";
import { safeString } from "./text";

/** What a number that is no Indian mobile is told, in the visitor's language ("apiErrors" catalogue). */
export const phoneMessage = fieldWords("phoneInvalid", { example: PHONE_PLACEHOLDER });
const required = fieldWords("fieldRequired", { label: "labelPhone" });

/** An Indian mobile number as typed (spaces, +91, a leading 0), stored as +91XXXXXXXXXX. */
export const phoneSchema = safeString("labelPhone", { error: required })
  .trim()
  .min(1, required)
  .max(25, phoneMessage)
  .transform((value, ctx) => {
    const phone = normaliseIndianMobile(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: phoneMessage });
      return z.NEVER;
    }
    return phone;
  });
