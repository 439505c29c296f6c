import { displayPhone } from "@/lib/format";
import { visitText } from "../validation/appointment";

export interface ContactEmailInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  phone?: string | null;
  appointment?: { day: string; time: string } | null;
}

/** The owner's copy of a contact message; an appointment says so first, with the day, time and phone to confirm on. */
export function contactEmail(m: ContactEmailInput, shopName: string) {
  const visit = m.appointment ? visitText(m.appointment) : null;
  return {
    subject: visit ? `Appointment request from ${m.name}: ${visit}` : `Contact form: ${m.subject}`,
    body: [
      visit ? `New appointment request on ${shopName}` : `New message on ${shopName}`,
      "",
      ...(visit ? [`Wants to visit: ${visit}`, "Confirm it with a call or WhatsApp to the phone below.", ""] : []),
      `From: ${m.name} <${m.email}>`,
      ...(m.phone ? [`Phone: ${displayPhone(m.phone)}`] : []),
      `Subject: ${m.subject}`,
      "",
      m.message || "(no message)",
    ].join("\n"),
  };
}
