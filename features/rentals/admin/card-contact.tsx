import Link from "next/link";
import { whatsappLink } from "@/lib/site/config";
import { localizedPath } from "@/lib/i18n/locales";
import { displayPhone } from "@/lib/format";
import type { ReservationView } from "../views";
import { ownerReplyText } from "../rules/customer-messages";
import { monthOf } from "../rules/calendar";
import { whatsappDigits } from "../rules/owner-day";

export interface Shop {
  name: string;
  url: string;
}

const button = "inline-flex min-h-11 items-center justify-center rounded-full px-4 py-2 font-semibold";

/** A card's one-tap Call and WhatsApp (a reply in her language, her links filled in), and the piece's calendar. */
export function CardContact({ r, shop }: { r: ReservationView; shop: Shop }) {
  const reply = r.phone
    ? whatsappLink(
        whatsappDigits(r.phone),
        ownerReplyText(
          {
            title: r.title,
            from: r.from,
            to: r.to,
            rent: r.rent,
            deposit: r.deposit,
            size: r.size,
            // a delivery named as one, with the address she gave (the owner sends this herself)
            fulfilment: r.fulfilment,
            deliverTo: r.address,
            link: `${shop.url}${localizedPath(r.locale, r.href)}`,
            number: r.number,
            name: r.name,
            status: r.status,
            bookingUrl: r.bookingPath ? `${shop.url}${r.bookingPath}` : null,
          },
          shop.name,
          r.locale,
        ),
      )
    : null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {r.phone ? (
        <>
          <a href={`tel:${r.phone}`} className={`${button} ring-1 ring-stone-300`}>
            Call {displayPhone(r.phone)}
            <span className="sr-only"> ({r.name})</span>
          </a>
          <a href={reply!} target="_blank" rel="noopener noreferrer" className={`${button} bg-green-700 text-white`}>
            WhatsApp
            <span className="sr-only">
              {" "}
              {r.name} about {r.number}
            </span>
          </a>
        </>
      ) : null}
      <Link
        href={`/admin/reservations/piece/${r.productId}?month=${monthOf(r.from)}`}
        className={`${button} ring-1 ring-stone-300`}
      >
        Calendar<span className="sr-only"> of {r.title}</span>
      </Link>
    </div>
  );
}
