/** The shapes the shortlist API answers and its pages draw. Types only: safe anywhere. */

export interface SharedPiece {
  productId: string;
  size: string | null;
  /** in the asker's language (the owner's Hindi where she typed it) */
  title: string;
  image: string | null;
  /** rent per stay as the card shows it, in rupees */
  price: number;
  /** the piece's page, in the asker's language */
  path: string;
}

export interface SharedVote {
  productId: string;
  up: boolean;
  name: string;
  note: string | null;
  /** when it was given (or last changed), ISO */
  at: string;
}

export interface SharedShortlist {
  event: string;
  day: string | null;
  pieces: SharedPiece[];
  votes: SharedVote[];
}
