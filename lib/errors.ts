import type { Catalogue } from "@/messages";

/**
 * An error's sentence in the "apiErrors" catalogue, with its values (issue #30): a request
 * from a Hindi page (X-Shop-Locale: hi, or `locale: "hi"` in its JSON body) gets it in Hindi.
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
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }

  /** The catalogue's words for this error (lib/http/index.ts answers a Hindi page with them). */
  words?: ErrorWords;

  /** Names this error's sentence in the "apiErrors" catalogue: `throw new HttpError(…).in("itemGone")`. */
  in(key: ErrorWords["key"], values?: ErrorWords["values"]): this {
    this.words = { key, values };
    return this;
  }
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
