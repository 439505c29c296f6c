// The shop's phone numbers and WhatsApp, with the Delhi shop's defaults, in plain JavaScript:
// lib/site/config.ts reads them for every page, and server.mjs for the outage page it writes
// itself when no page can be rendered (lib/server/outage-page.mjs), so both show one number.

/** A setting's trimmed value, or the fallback when it is unset or blank. */
function setting(env, name, fallback) {
  const value = env[name];
  return value && value.trim() ? value.trim() : fallback;
}

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ phones: [string, string], whatsapp: string, whatsappNumber: string }}
 */
export function shopNumbers(env = process.env) {
  const phone1 = setting(env, "SHOP_PHONE_1", "+91 98110 45872");
  const phone2 = setting(env, "SHOP_PHONE_2", "+91 99580 31264");
  // The second number is the one for "Call and WhatsApp"; every chat and booking link uses it.
  const whatsapp = setting(env, "SHOP_WHATSAPP", phone2);
  return { phones: [phone1, phone2], whatsapp, whatsappNumber: whatsapp.replace(/\D/g, "") };
}
