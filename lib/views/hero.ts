interface HeroOffer {
  text: string;
  discount: string;
}

export interface HeroSlide {
  _id: string;
  title: string;
  desc: string;
  extra: string;
  image: string;
  offers: HeroOffer[];
  /** Raised on every save; an edit sends back the one it started from (409 when stale). */
  version: number;
}
