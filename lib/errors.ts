/**
 * Errors that route handlers turn into JSON answers with a status and a human message
 * (lib/http.ts toErrorResponse): `details` one message per field, `headers` e.g. Retry-After,
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
