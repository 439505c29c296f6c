import { z } from "zod";
import { safeString } from "./text";
import { fieldWords } from "./field-words";

// Refusals and field messages name their words in the "apiErrors" catalogue: English and Hindi are written there.

export const loginSchema = z.strictObject({
  // Loose on purpose: an admin address may be on a local domain (admin@localhost).
  email: safeString("Email", { error: "Email is required." })
    .trim()
    .toLowerCase()
    .min(1, "Email is required.")
    .max(200)
    .regex(/^[^\s@]+@[^\s@]+$/, fieldWords("emailInvalid")),
  password: safeString("Password", { error: "Password is required." })
    .min(1, "Password is required.")
    .max(200, "Password is too long."),
});

// A short list of the passwords tried first by every attacker (and by rushed owners).
const COMMON = new Set([
  "password",
  "password1",
  "password123",
  "12345678",
  "123456789",
  "1234567890",
  "qwerty123",
  "qwertyuiop",
  "11111111",
  "iloveyou",
  "admin123",
  "administrator",
  "welcome1",
  "welcome123",
  "letmein1",
  "abc12345",
  "passw0rd",
  "india123",
  "sunshine1",
  "princess1",
  "football1",
  "monkey123",
  "dragon123",
  "boutique",
  "boutique123",
  "admin@123",
  "changeme",
]);

const newPasswordSchema = safeString("New password", { error: "New password is required." })
  .min(8, "The new password needs at least 8 characters.")
  .max(200, "The new password is too long.")
  .refine((p) => !COMMON.has(p.toLowerCase()), "That password is too common. Choose another.");

export const changePasswordSchema = z
  .strictObject({
    oldPassword: safeString("Old password", { error: "Old password is required." })
      .min(1, "Old password is required.")
      .max(200),
    newPassword: newPasswordSchema,
  })
  .refine((v) => v.oldPassword !== v.newPassword, {
    path: ["newPassword"],
    message: "The new password must differ from the old one.",
  });
