import { whatsappLink, type SiteConfig } from "@/lib/content/site";

/**
 * What a visitor whose browser runs no JavaScript can do where a part of the page needs it
 * (the booking calendar, the cart kept in the browser): book or ask by WhatsApp or a call.
 * Inside <noscript>, so a browser that runs scripts never shows it.
 */
export function NoScriptHelp({ site, needs, whatsappText }: { site: SiteConfig; needs: string; whatsappText: string }) {
  const phone = site.phones[0];
  return (
    <noscript>
      <div className="rounded-xl bg-maroon-50 p-4 text-stone-800" data-testid="no-script-help">
        <p>{needs} needs JavaScript, which is off in this browser. Book or ask us directly:</p>
        <p className="mt-3 flex flex-wrap gap-3">
          <a href={whatsappLink(site.whatsappNumber, whatsappText)} className="rounded-full bg-green-700 px-5 py-2.5 font-semibold text-white hover:bg-green-800">
            WhatsApp us
          </a>
          <a href={`tel:${phone.replace(/\s/g, "")}`} className="rounded-full bg-maroon-700 px-5 py-2.5 font-semibold text-white hover:bg-maroon-800">
            Call {phone}
          </a>
        </p>
      </div>
    </noscript>
  );
}
