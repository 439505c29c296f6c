import { z } from "zod";
import { normaliseIndianMobile, PHONE_MESSAGE } from "@/lib/phone";
import { safeString } from "./text";

/** An Indian mobile number as typed (spaces, +91, a leading 0), stored as +91XXXXXXXXXX. */
export const phoneSchema = safeString("Phone", { error: "Phone is required." })
  .trim()
  .min(1, "Phone is required.")
  .max(25, PHONE_MESSAGE)
  .transform((value, ctx) => {
    const phone = normaliseIndianMobile(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });
