import { ZodError, type ZodType } from "zod";
import { HttpError, type ErrorWords } from "@/lib/errors";
import englishErrors from "@/messages/en/apiErrors.json";
import { fieldWords, wordsOfField } from "@/lib/validation/field-words";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { jsonProblem } from "@/lib/validation/text";
import { isRolledBackConflict, isTimedOut, postgresCode } from "@/lib/db/pg-error";
import { resolveSiteUrl } from "@/lib/site/url";

function jsonError(
  status: number,
  message: string,
  extra?: { errors?: Record<string, string>; headers?: Record<string, string>; body?: Record<string, unknown> },
): Response {
  return Response.json(
    { ...extra?.body, error: message, message, ...(extra?.errors ? { errors: extra.errors } : {}) },
    { status, headers: extra?.headers },
  );
}

/** One message per field, e.g. { phone: "Enter a 10-digit mobile number." }. */
function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * Maps anything thrown in a handler to a JSON answer. Unknown errors are logged and
 * answered with a generic 500: no stack trace or database text ever reaches the client.
 */
export function toErrorResponse(error: unknown, locale: Locale = "en"): Response {
  if (error instanceof HttpError) {
    // A Hindi page's request: the sentence and each field's message in Hindi.
    // A refusal without catalogue words (a malformed request, which the shop's own forms never
    // send) is not left English on a Hindi page: it gets the catalogue's general sentence.
    const message =
      locale === "en"
        ? error.message
        : error.words
          ? sayIn(locale, error.words)
          : DEVANAGARI.test(error.message)
            ? error.message
            : say(locale, "requestNotTaken");
    const errors = error.details && fieldMessagesIn(locale, error.details);
    return jsonError(error.status, message, { errors, headers: error.headers, body: error.body });
  }
  if (error instanceof ZodError) {
    // 400 with one message per field (the catalogue issue's contract for every route).
    const errors = fieldMessagesIn(locale, fieldErrors(error));
    return jsonError(400, Object.values(errors)[0] ?? say(locale, "fieldsInvalid"), { errors });
  }
  if ((error as { code?: string })?.code === "P2039" && ["22021", "22P05", null].includes(postgresCode(error))) {
    // U+0000 in text that reached the database after all: bad input, not our failure.
    return jsonError(400, say(locale, "controlChars"));
  }
  if (isRolledBackConflict(error)) {
    // Rolled back by the database to break a deadlock: nothing was written, and trying again is
    // safe. Any route may meet one (only bookings race for one row today), so the words are neutral.
    return jsonError(503, say(locale, "busyRolledBack"), { headers: { "Retry-After": "2" } });
  }
  if (isTimedOut(error)) {
    // A long queue for the same pieces (a rush of bookings): the transaction gave up in time.
    return jsonError(503, say(locale, "busyTimedOut"), { headers: { "Retry-After": "5" } });
  }
  if (cannotOpenEmbedded(error)) {
    // Logged once, with what to do, where it was found (lib/db.ts): no stack per request.
    return jsonError(503, say(locale, "databaseCannotOpen"), { headers: { "Retry-After": "300" } });
  }
  if (isDatabaseDown(error)) {
    // One line for the operator (the outage is theirs to see); the visitor gets a plain message.
    const reason = String((error as Error)?.message ?? error)
      .split("\n")
      .filter((l) => l.trim())
      .pop();
    console.error(`database unreachable: ${reason}`);
    return jsonError(503, say(locale, "databaseUnreachable"), { headers: { "Retry-After": "30" } });
  }
  console.error(error);
  return jsonError(500, say(locale, "somethingWrong"));
}

/** An error's words in a language, the field's own name translated too (lib/validation/field-words.ts). */
function sayIn(locale: Locale, words: ErrorWords): string {
  const t = translator(locale, "apiErrors");
  const label = words.values?.label;
  const values =
    typeof label === "string" && label in englishErrors
      ? { ...words.values, label: t(label as ErrorWords["key"]) }
      : words.values;
  return t(words.key, values);
}

function say(locale: Locale, key: ErrorWords["key"]): string {
  return translator(locale, "apiErrors")(key);
}

/**
 * Each field's message in the visitor's language: the words its schema or rule built it from;
 * one a handler wrote in Hindi already (a visit's problems) as it is; and, for a message no
 * schema here wrote (zod's own), the catalogue's "check this field", so nothing English is
 * left in a Hindi answer.
 */
function fieldMessagesIn(locale: Locale, messages: Record<string, string>): Record<string, string> {
  if (locale === "en") return messages;
  return Object.fromEntries(
    Object.entries(messages).map(([field, message]) => {
      const words = wordsOfField(message);
      if (words) return [field, sayIn(locale, words)];
      return [field, DEVANAGARI.test(message) ? message : say(locale, "fieldInvalid")];
    }),
  );
}
const DEVANAGARI = /[\u0900-\u097F]/;

function cannotOpenEmbedded(error: unknown): boolean {
  const name = (error as Error)?.name;
  return name === "DamagedDatabaseError" || name === "FolderInUseError";
}

function isDatabaseDown(error: unknown): boolean {
  const text = String((error as { code?: string })?.code ?? "") + " " + String((error as Error)?.message ?? "");
  return /ECONNREFUSED|ENOTFOUND|ETIMEDOUT|Connection terminated|P1001|P1017|DatabaseNotReachable|Can't reach database/i.test(
    text,
  );
}

/**
 * Reads at most `maxBytes` of a body: 413 beyond, whatever Content-Length claims (a chunked
 * body has none, so the limit is enforced on the stream as it arrives).
 */
export async function readBytes(
  request: Request,
  maxBytes: number,
  tooLarge = "The request is too large.",
): Promise<Buffer> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw new HttpError(413, tooLarge);
  const reader = request.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw new HttpError(400, "The request body could not be read.");
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new HttpError(413, tooLarge);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

/**
 * A form a browser posts without JavaScript (application/x-www-form-urlencoded), as text fields;
 * an empty field is left out, as a script would leave it out. 413 beyond `maxBytes`, 400 for U+0000.
 */
export async function readUrlEncoded(request: Request, maxBytes = 64 * 1024): Promise<Record<string, string>> {
  const params = new URLSearchParams(new TextDecoder().decode(await readBytes(request, maxBytes)));
  const fields: Record<string, string> = {};
  for (const [key, value] of params) if (value.trim()) fields[key] = value;
  assertNoNul(fields);
  return fields;
}

/** The media type of a Content-Type header, without parameters: "application/json". */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

const CONTROL_MESSAGE = fieldWords("controlChars");

/**
 * 400 naming the field when any text (or key) in a body holds U+0000: PostgreSQL cannot
 * store it in text or JSON, and it is never part of what a person typed.
 */
function assertNoNul(value: unknown): void {
  const problem = jsonProblem(value);
  if (problem?.kind === "deep") throw new HttpError(400, "The request body is nested too deeply.");
  if (problem?.kind === "nul") {
    const field = problem.path.join(".") || "_";
    throw new HttpError(400, { key: "controlChars" }, { [field]: CONTROL_MESSAGE });
  }
}

/** The bytes as JSON: 400 when they are not valid JSON. */
export function jsonOf(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
}

/** A JSON body of at most `maxBytes`: 413 beyond, 400 when it is not valid JSON or holds U+0000. */
async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  const body = jsonOf(await readBytes(request, maxBytes));
  assertNoNul(body);
  return body;
}

/**
 * Parses a JSON body against a schema: 415 when it is not JSON, 413 when it is larger than
 * `maxBytes` (64 KB), 400 when it cannot be read or a field is wrong.
 */
export async function parseJson<T>(request: Request, schema: ZodType<T>, maxBytes = 64 * 1024): Promise<T> {
  if (mediaType(request) !== "application/json")
    throw new HttpError(415, "Send the request body as JSON (Content-Type: application/json).");
  const body = await readJson(request, maxBytes);
  const locale = (body as { locale?: unknown } | null)?.locale;
  if (isLocale(locale)) BODY_LOCALE.set(request, locale);
  return schema.parse(body);
}

/** The language a JSON body named (`locale`), kept for the error answer. */
const BODY_LOCALE = new WeakMap<Request, Locale>();

/** The language of the page that sent a request: its X-Shop-Locale header, else its JSON body's `locale`, else English. */
export function requestLocale(request: Request): Locale {
  const header = request.headers.get("x-shop-locale")?.trim().toLowerCase();
  return isLocale(header) ? header : (BODY_LOCALE.get(request) ?? "en");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The hosts a page of this shop is served from: the one this request names (Host, or the
 * X-Forwarded-Host a proxy sends) and the site's public address. The latter matters behind
 * nginx's usual `proxy_set_header Host $host`, which drops the port: the browser's Origin says
 * https://shop.example:8443 while Host says shop.example. A page cannot
 * forge either header on a cross-site request, so neither widens what another site may send.
 */
function ownHosts(request: Request): Set<string> {
  const hosts = new Set([new URL(request.url).host, new URL(resolveSiteUrl().url).host]);
  for (const name of ["host", "x-forwarded-host"]) {
    for (const value of request.headers.get(name)?.split(",") ?? [])
      if (value.trim()) hosts.add(value.trim().toLowerCase());
  }
  return hosts;
}

/**
 * Refuses state-changing requests sent by another site's page (the browser adds Origin).
 * API clients without an Origin header, such as curl or a mobile app, are not affected.
 */
function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  if (!origin) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new HttpError(403, "Requests from other sites are not allowed.");
  }
  if (!ownHosts(request).has(originHost)) throw new HttpError(403, "Requests from other sites are not allowed.");
}

export interface ParsedForm {
  fields: Record<string, unknown>;
  files: File[];
}

/**
 * Reads a multipart form (spec §7: catalogue and hero writes) or a JSON body. Text fields
 * become `fields`; files under `fileField` become `files`. 413 when the body is too large.
 */
export async function parseForm(request: Request, fileField: string, maxBytes = 90 * 1024 * 1024): Promise<ParsedForm> {
  const type = request.headers.get("content-type") ?? "";
  const tooLarge = "The upload is too large. Send fewer or smaller photos.";
  if (mediaType(request) === "application/json") {
    const body = await readJson(request, 256 * 1024);
    if (!body || typeof body !== "object" || Array.isArray(body))
      throw new HttpError(400, "Send the fields as a JSON object.");
    return { fields: body as Record<string, unknown>, files: [] };
  }
  if (mediaType(request) !== "multipart/form-data")
    throw new HttpError(415, "Send the form as multipart/form-data (or JSON).");
  // Buffer the body under the cap first, then parse: request.formData() would read a
  // chunked body of any size into memory before a single file could be checked.
  const bytes = await readBytes(request, maxBytes, tooLarge);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData();
  } catch {
    throw new HttpError(400, "The form could not be read.");
  }
  const fields: Record<string, unknown> = {};
  const files: File[] = [];
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") fields[key] = value;
    else if (key === fileField && value.size > 0) files.push(value);
  }
  assertNoNul(fields);
  return { fields, files };
}

/**
 * Wraps a handler: same-origin check for writes, and every failure becomes a JSON answer. An
 * answer that does not say how it may be cached is `private, no-store`: an admin list or an
 * error must never be kept by a shared cache or a browser's back-forward history.
 */
export function handler<Ctx>(fn: (request: Request, ctx: Ctx) => Promise<Response>) {
  return async (request: Request, ctx: Ctx): Promise<Response> => {
    let response: Response;
    try {
      assertSameOrigin(request);
      response = await fn(request, ctx);
    } catch (error) {
      response = toErrorResponse(error, requestLocale(request));
    }
    if (!response.headers.has("cache-control")) {
      try {
        response.headers.set("Cache-Control", "private, no-store");
      } catch {
        // a response with immutable headers (a fetched one passed through) keeps its own
      }
    }
    return response;
  };
}

/**
 * A list answer that keeps the spec's plain array: `X-Total-Count`, and `Link: <…>; rel="next"`
 * while more pages exist (the URL of this request with `page` one on).
 */
export function pagedJson(
  request: Request,
  items: unknown[],
  paging: { page: number; total: number; limit: number },
  headers: Record<string, string> = {},
): Response {
  const out: Record<string, string> = { "X-Total-Count": String(paging.total), ...headers };
  if (paging.page * paging.limit < paging.total) {
    const url = new URL(request.url);
    url.searchParams.set("page", String(paging.page + 1));
    out.Link = `<${url.pathname}${url.search}>; rel="next"`;
  }
  return Response.json(items, { headers: out });
}

/**
 * 404 for an /api/* address no route answers, whatever the method: JSON with a code a client
 * can test (`not_found`) and a sentence a person can read, never stored by any cache (the
 * security headers come from next.config.ts, as for every path).
 */
export async function unknownApiPath(): Promise<Response> {
  // The same shape as every other API error: the sentence in both fields.
  return jsonError(
    404,
    "There is no such address in the shop's API. Its paths are listed in docs/architecture.md and docs/renting.md.",
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
