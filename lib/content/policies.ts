/** The four policy pages (spec §2, figures from spec §9). */
interface PolicySection {
  heading: string;
  paragraphs: string[];
}

export interface Policy {
  slug: "t&c" | "privacy-policy" | "return-policy" | "shipping-refund";
  title: string;
  description: string;
  sections: PolicySection[];
}

export const policies: Policy[] = [
  {
    slug: "t&c",
    title: "Terms & Conditions",
    description: "The terms for renting outfits and buying beauty products from our boutique.",
    sections: [
      {
        heading: "About these terms",
        paragraphs: ["By booking an outfit, placing an order or using this website you agree to these terms. Please read them with our Return, Shipping & Refund and Privacy policies."],
      },
      {
        heading: "Bookings and rentals",
        paragraphs: [
          "A booking is confirmed once we have called you back and agreed the dates, sizes and price. Outfits are rented for the agreed dates and must be returned in the condition they were received, apart from normal wear.",
          "Fitting alterations are made by our tailors only. Please do not cut, dye or restitch a rented outfit.",
        ],
      },
      {
        heading: "Cancellations",
        paragraphs: ["You may cancel an order within 5 days of placing it. After that, or once an outfit has been altered for you, the booking can no longer be cancelled."],
      },
      {
        heading: "Damage and late returns",
        paragraphs: [
          "Damage beyond normal wear, stains that do not come out with dry-cleaning, and late returns may be charged at the rates agreed when you booked. We always show you the damage and discuss it before charging anything.",
        ],
      },
      { heading: "Prices", paragraphs: ["Prices are in Indian rupees. We may change prices on the website at any time; the price agreed on your confirmation call is the one you pay."] },
      { heading: "Governing law", paragraphs: ["These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts of New Delhi."] },
    ],
  },
  {
    slug: "privacy-policy",
    title: "Privacy Policy",
    description: "What personal information we collect when you book or contact us, and how we use and protect it.",
    sections: [
      {
        heading: "1. Who we are",
        paragraphs: ["This policy covers the website and shop of our boutique in Uttam Nagar, New Delhi. You can reach us at the e-mail addresses and phone numbers on the Contact page."],
      },
      {
        heading: "2. What we collect",
        paragraphs: ["When you send an order request, check out or write to us, we collect what you type: your name, phone number, e-mail address, delivery address and any notes or message."],
      },
      { heading: "3. Why we use it", paragraphs: ["Only to answer you, confirm and deliver your booking, arrange fittings and pickups, and keep the records the law asks of a shop."] },
      {
        heading: "4. What stays on your device",
        paragraphs: ["Your cart and a visitor count are kept in your own browser (local storage). They are not sent to us until you place an order. We use no advertising or tracking cookies."],
      },
      {
        heading: "5. Who we share it with",
        paragraphs: ["We do not sell or rent your information. We share only what a courier needs to deliver your order, and what an e-mail provider needs to deliver our messages to you."],
      },
      { heading: "6. How long we keep it", paragraphs: ["Order records are kept as long as tax and accounting rules require. Messages are deleted when they are no longer needed to serve you."] },
      { heading: "7. Security", paragraphs: ["Our admin area is protected by a password and limited sign-in attempts, and your information is sent over encrypted connections."] },
      { heading: "8. Your choices", paragraphs: ["You may ask us to show, correct or delete the information we hold about you by e-mail or phone. Changes to this policy are posted on this page."] },
    ],
  },
  {
    slug: "return-policy",
    title: "Return Policy",
    description: "Returns and exchanges within 7 days of purchase, and what to do if an item arrives damaged.",
    sections: [
      {
        heading: "Returns and exchanges",
        paragraphs: ["You may ask for a return or exchange within 7 days of purchase. Items must be unused, with tags and original packing, and beauty products unopened."],
      },
      {
        heading: "Damaged or mismatched items",
        paragraphs: ["If an item arrives damaged or is not what you ordered, tell us within 5 days of receiving it, with photos, by e-mail or WhatsApp. We will replace it or refund you."],
      },
      { heading: "How we decide", paragraphs: ["Once we receive and inspect the return, we tell you by e-mail whether it is accepted. Accepted refunds are paid to the original payment mode."] },
      {
        heading: "Rented outfits",
        paragraphs: ["Rented outfits are returned at the end of the rental period as agreed at booking; this policy covers problems with the outfit itself when you receive it."],
      },
    ],
  },
  {
    slug: "shipping-refund",
    title: "Shipping & Refund Policy",
    description: "Dispatch within 5 days, registered couriers or Speed Post, cancellation within 5 days and refunds to the original payment mode.",
    sections: [
      { heading: "Dispatch", paragraphs: ["Orders are dispatched within 5 days of the order or of payment, whichever is later. Within Delhi NCR we can also deliver and pick up in person."] },
      { heading: "Carriers", paragraphs: ["We ship across India through registered domestic couriers or Speed Post. You receive the tracking details by WhatsApp or e-mail."] },
      { heading: "Shipping charges", paragraphs: ["Shipping charges are shown when we confirm your order and are non-refundable."] },
      { heading: "Cancellation", paragraphs: ["You may cancel within 5 days of placing your order, unless the outfit has already been altered or dispatched."] },
      { heading: "Refunds", paragraphs: ["Approved refunds are paid to the original payment mode. We notify you by e-mail when a refund is approved."] },
    ],
  },
];

export function findPolicy(slug: string): Policy | undefined {
  return policies.find((p) => p.slug === slug);
}
