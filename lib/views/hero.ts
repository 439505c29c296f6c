interface HeroOffer {
  text: string;
  discount: string;
}

export interface HeroSlide {
  _id: string;
  title: string;
  desc: string;
  extra: string;
  /** the slide's lines in Hindi (issue #30); null: the Hindi home page shows the English (lib/i18n/owner-text.ts) */
  titleHi: string | null;
  descHi: string | null;
  extraHi: string | null;
  image: string;
  offers: HeroOffer[];
  /** Raised on every save; an edit sends back the one it started from (409 when stale). */
  version: number;
}
