import { HttpError } from "@/lib/errors";

/** 409: an edit started from an older version of a record that someone else has saved since. */
export class ConflictError extends HttpError {
  constructor(message: string, currentVersion?: number) {
    super(409, message, undefined, currentVersion === undefined ? undefined : { ETag: `"${currentVersion}"` });
  }
}
