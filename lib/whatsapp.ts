import "server-only";

/**
 * The WhatsApp Cloud API, optional (README, Reminders): with WHATSAPP_TOKEN and
 * WHATSAPP_PHONE_NUMBER_ID set, reminders also go out as approved template messages
 * (POST {WHATSAPP_API_URL}/{phone-number-id}/messages, Meta's documented shape). Plain fetch.
 */
export interface WhatsappConfig {
  token: string;
  phoneNumberId: string;
  baseUrl: string;
  language: string;
}

export function whatsappConfig(): WhatsappConfig | null {
  const token = process.env.WHATSAPP_TOKEN?.trim();
  const phoneNumberId = process.env.WHATSAPP_PHONE_NUMBER_ID?.trim();
  if (!token || !phoneNumberId || !/^\d{5,30}$/.test(phoneNumberId)) return null;
  const baseUrl = (process.env.WHATSAPP_API_URL?.trim() || "https://graph.facebook.com/v21.0").replace(/\/+$/, "");
  return { token, phoneNumberId, baseUrl, language: process.env.WHATSAPP_TEMPLATE_LANGUAGE?.trim() || "en" };
}

/** Sends one template message to `to` (digits with the country code); throws with Meta's answer when refused. */
export async function sendWhatsappTemplate(config: WhatsappConfig, to: string, template: string, parameters: string[]): Promise<void> {
  const res = await fetch(`${config.baseUrl}/${config.phoneNumberId}/messages`, {
    method: "POST",
    headers: { Authorization: `Bearer ${config.token}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to,
      type: "template",
      template: { name: template, language: { code: config.language }, components: [{ type: "body", parameters: parameters.map((text) => ({ type: "text", text })) }] },
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`WhatsApp answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
}
