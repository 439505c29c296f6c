import type { Catalogue } from "@/messages";
import englishErrors from "@/messages/en/apiErrors.json";
import { format } from "@/lib/i18n/format-message";

/**
 * An error's sentence in the "apiErrors" catalogue, with its values: its English is the
 * catalogue's English (messages/en/apiErrors.json, the one place it is written), and a request
 * from a Hindi page (X-Shop-Locale: hi, or `locale: "hi"` in its JSON body) gets the Hindi.
 */
export interface ErrorWords {
  key: keyof Catalogue["apiErrors"];
  values?: Record<string, string | number>;
}

/**
 * Errors that route handlers turn into JSON answers with a status and a human message
 * (lib/http/index.ts toErrorResponse): `details` one message per field, `headers` e.g. Retry-After,
 * `body` more the client acts on (a 409's `nearestFree`), added beside `error` and `message`.
 */
export class HttpError extends Error {
  /** The catalogue's words for this error (lib/http/index.ts answers a Hindi page with them). */
  readonly words?: ErrorWords;

  /**
   * `message` is the English sentence, or the catalogue's words for it (`{ key: "itemGone" }`):
   * then the English is read from the catalogue, never written again in the code.
   */
  constructor(
    readonly status: number,
    message: string | ErrorWords,
    readonly details?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly body?: Record<string, unknown>,
  ) {
    super(typeof message === "string" ? message : englishOf(message));
    if (typeof message !== "string") this.words = message;
  }
}

/** The English of an error's words, as the catalogue writes it with its values filled in. */
function englishOf(words: ErrorWords): string {
  return format(englishErrors[words.key], words.values);
}

export class NotFoundError extends HttpError {
  constructor(message = "Not found.") {
    super(404, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = "Please sign in.") {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = "You do not have access to this.") {
    super(403, message);
  }
}
