"use client";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { whatsappLink } from "@/lib/content/site";
import { holdTimeText } from "@/lib/rental/holds";
import { customerWhatsappText } from "@/lib/rental/messages";
import { recallBooking } from "./booking-memory";

const NUMBER = /^R-\d{1,10}$/;

/**
 * After a checkout with rentals (/thank-you?reservations=R-1042,R-1043): the numbers to quote
 * and a WhatsApp message with every stay. Without numbers, the page's own words (`children`).
 */
export function ReservationThanks({ siteUrl, whatsappNumber, children }: { siteUrl: string; whatsappNumber: string; children: React.ReactNode }) {
  const params = useSearchParams();
  const numbers = (params.get("reservations") ?? "").split(",").filter((n) => NUMBER.test(n)).slice(0, 50);
  const held = heldUntil(params.get("held"));
  // Rendered in the browser only (the page is static), so session storage can be read at once.
  const [stays] = useState(() => recallBooking().filter((s) => numbers.includes(s.number)));
  if (!numbers.length) return children;
  const text = stays.length
    ? customerWhatsappText(stays.map((s) => ({ ...s, link: `${siteUrl}${s.href}` })))
    : `Hello! About my reservation${numbers.length > 1 ? "s" : ""} ${numbers.join(", ")}.`;
  return (
    <div className="mt-4 space-y-4 text-lg text-stone-700">
      <p>
        Your order is in. Your reservation number{numbers.length > 1 ? "s are" : " is"}{" "}
        <strong className="text-maroon-800" data-testid="reservation-numbers">{numbers.join(", ")}</strong>.{" "}
        {held ? <>We hold {numbers.length > 1 ? "them" : "it"} until <strong data-testid="held-until">{holdTimeText(held)}</strong> (India time). </> : null}
        The shop will call you to confirm pickup and return; quote the number on the phone.
      </p>
      <a href={whatsappLink(whatsappNumber, text)} target="_blank" rel="noopener noreferrer" className="inline-block rounded-full bg-green-700 px-6 py-3 text-base font-semibold text-white hover:bg-green-800">
        Send the details on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}

/** The hold's end from the address, if it is a real time within a month (anything else is not shown). */
function heldUntil(raw: string | null): Date | null {
  const at = raw ? new Date(raw) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  const ahead = at.getTime() - Date.now();
  return ahead > 0 && ahead < 31 * 24 * 60 * 60 * 1000 ? at : null;
}
