interface HeroOffer {
  text: string;
  discount: string;
  /** in Hindi, present only when the owner typed it */
  textHi?: string;
  discountHi?: string;
}

export interface HeroSlide {
  _id: string;
  title: string;
  desc: string;
  extra: string;
  /**
   * The slide's lines in Hindi, present only when the owner typed them (the spec's
   * shape of a slide is unchanged without them); absent: the Hindi home page shows the English
   * (lib/i18n/owner-text.ts slideText).
   */
  titleHi?: string;
  descHi?: string;
  extraHi?: string;
  image: string;
  offers: HeroOffer[];
  /** Raised on every save; an edit sends back the one it started from (409 when stale). */
  version: number;
}
