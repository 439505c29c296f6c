import "server-only";

/**
 * The WhatsApp Cloud API, optional (docs/renting.md, Reminders): with WHATSAPP_TOKEN and
 * WHATSAPP_PHONE_NUMBER_ID set, reminders also go out as approved template messages
 * (POST {WHATSAPP_API_URL}/{phone-number-id}/messages, Meta's documented shape). Plain fetch.
 */
export interface WhatsappConfig {
  token: string;
  phoneNumberId: string;
  baseUrl: string;
  language: string;
  /** the approved templates' Hindi language code (WHATSAPP_TEMPLATE_LANGUAGE_HI, e.g. "hi"), for customers who booked in Hindi; unset: they get `language` */
  hindiLanguage: string | null;
}

export function whatsappConfig(): WhatsappConfig | null {
  const token = process.env.WHATSAPP_TOKEN?.trim();
  const phoneNumberId = process.env.WHATSAPP_PHONE_NUMBER_ID?.trim();
  if (!token || !phoneNumberId || !/^\d{5,30}$/.test(phoneNumberId)) return null;
  const baseUrl = (process.env.WHATSAPP_API_URL?.trim() || "https://graph.facebook.com/v21.0").replace(/\/+$/, "");
  return {
    token,
    phoneNumberId,
    baseUrl,
    language: process.env.WHATSAPP_TEMPLATE_LANGUAGE?.trim() || "en",
    hindiLanguage: process.env.WHATSAPP_TEMPLATE_LANGUAGE_HI?.trim() || null,
  };
}

/**
 * Sends one template message to `to` (digits with the country code); throws with Meta's answer when refused.
 * A customer who booked in Hindi gets the template's Hindi version when the shop has one approved.
 */
export async function sendWhatsappTemplate(
  config: WhatsappConfig,
  to: string,
  template: string,
  parameters: string[],
  locale: "en" | "hi" = "en",
): Promise<void> {
  const language = locale === "hi" && config.hindiLanguage ? config.hindiLanguage : config.language;
  const res = await fetch(`${config.baseUrl}/${config.phoneNumberId}/messages`, {
    method: "POST",
    headers: { Authorization: `Bearer ${config.token}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to,
      type: "template",
      template: {
        name: template,
        language: { code: language },
        components: [{ type: "body", parameters: parameters.map((text) => ({ type: "text", text })) }],
      },
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`WhatsApp answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
}
