import { whatsappLink, type SiteConfig } from "@/lib/content/site";
import { ChatIcon, PhoneIcon } from "@/components/ui/icons";

/** spec §1/§9: two 48px round green buttons, 1.25rem from the bottom right, above everything. */
export function ContactWidget({ site }: { site: SiteConfig }) {
  const button = "flex h-12 w-12 items-center justify-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800";
  return (
    <div data-contact-widget className="fixed bottom-5 right-5 z-50 flex flex-col gap-3">
      <a href={`tel:${site.phones[0].replace(/\s/g, "")}`} className={button} aria-label={`Call ${site.name}`}>
        <PhoneIcon className="h-6 w-6" />
      </a>
      <a
        href={whatsappLink(site.whatsappNumber, "Hello! I'd like to know more about your rental outfits.")}
        target="_blank"
        rel="noopener noreferrer"
        className={button}
        aria-label="Chat on WhatsApp (opens in a new tab)"
      >
        <ChatIcon />
      </a>
    </div>
  );
}
