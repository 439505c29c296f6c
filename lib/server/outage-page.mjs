// The page a visitor gets when a page cannot be rendered at all: written by server.mjs itself,
// as plain HTML with no script, in her language, with the shop's phone and WhatsApp.
//
// When a page fails to render (above all one nobody has opened yet, so nothing is cached,
// while the database is away), Next.js answers 500 with a document its scripts draw: without
// JavaScript it is blank, and a crawler reads "500" as a broken page rather than "come back".
// Here a page's 500 is replaced, when its head is written, by this page: 503 with Retry-After
// when the database is unavailable (readiness says so), with the one command that mends a
// database lacking its migrations, and 500 for any other fault (the log has Next's own trace).
import { readFileSync } from "node:fs";
import path from "node:path";
import { shopNumbers } from "../site/shop-numbers.mjs";

/** How long a visitor or a crawler is asked to wait before trying again during an outage. */
const RETRY_AFTER_SECONDS = 60;

/** Whether the request is a page a browser or crawler asked for (not the API, an asset or a client navigation). */
function isPageRequest(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const pathname = (req.url ?? "/").split("?")[0];
  if (/^\/(api|_next|uploads)\//.test(pathname) || /\.(xml|txt|webmanifest|png|ico|svg|webp|jpe?g)$/.test(pathname))
    return false;
  if (req.headers["rsc"] || req.headers["next-router-prefetch"]) return false;
  // A browser asking for a document names text/html; a crawler may ask for anything (*/*) or
  // name nothing. An image or a script's fetch sends */* among other types: not a page.
  const accept = String(req.headers["accept"] ?? "").trim();
  return accept === "" || accept === "*/*" || accept.includes("text/html");
}

/** The page's language: Hindi under /hi, English elsewhere. */
function localeOf(url) {
  const pathname = (url ?? "/").split("?")[0];
  return pathname === "/hi" || pathname.startsWith("/hi/") ? "hi" : "en";
}

const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, name) => values[name] ?? "");

/**
 * The words of the page in each language, read once from the catalogues (messages/<locale>/),
 * the same words the shop's own error page (app/[locale]/error.tsx) shows.
 * @param {string} root the folder holding messages/
 */
export function outageWords(root) {
  const cache = new Map();
  return (locale) => {
    if (!cache.has(locale)) {
      const read = (namespace) =>
        JSON.parse(readFileSync(path.join(root, "messages", locale, `${namespace}.json`), "utf8"));
      const ui = read("ui");
      cache.set(locale, {
        title: ui["errorTitle"],
        text: ui["errorText"],
        call: ui["errorCall"],
        whatsapp: ui["errorWhatsapp"],
        tryAgain: ui["tryAgain"],
        migrations: ui["errorMigrations"],
        backHome: read("common")["backHome"],
        greeting: read("footer")["whatsappText"],
      });
    }
    return cache.get(locale);
  };
}

/** A same-site path to try again at: the request's own, never another host's ("//evil"). */
function againHref(url) {
  const target = String(url ?? "/");
  return target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\") ? target : "/";
}

/**
 * The page's HTML.
 * @param {{ locale: "en" | "hi", url: string, words: ReturnType<ReturnType<typeof outageWords>>, migrations?: boolean, env?: Record<string, string | undefined> }} options
 */
function outageHtml({ locale, url, words, migrations = false, env = process.env }) {
  const { phones, whatsapp, whatsappNumber } = shopNumbers(env);
  const phone = phones[0];
  const tel = `tel:${phone.replace(/[^\d+]/g, "")}`;
  const chat = `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(words.greeting)}`;
  const home = locale === "hi" ? "/hi" : "/";
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(words.title)}</title>
<style>
body{margin:0;font-family:system-ui,"Noto Sans Devanagari",sans-serif;background:#fffaf3;color:#4a071a;text-align:center}
main{max-width:32rem;margin:0 auto;padding:4rem 1rem}
h1{font-size:1.75rem;margin:0 0 1rem}
p{line-height:1.6;color:#44403c}
.numbers a{display:inline-block;margin:.5rem 1rem;font-size:1.125rem;font-weight:600;color:#8a0f31}
.numbers a.chat{color:#166534}
.actions a{display:inline-block;margin:.5rem;padding:.75rem 1.5rem;border-radius:999px;border:2px solid #8a0f31;color:#8a0f31;font-weight:600;text-decoration:none}
.actions a.again{background:#8a0f31;color:#fff}
.operator{margin-top:2rem;font-size:.875rem}
</style>
</head>
<body>
<main>
<h1>${escape(words.title)}</h1>
<p>${escape(words.text)}</p>
<p class="numbers"><a href="${escape(tel)}">${escape(fill(words.call, { phone }))}</a> <a class="chat" href="${escape(chat)}" rel="noopener noreferrer">${escape(fill(words.whatsapp, { number: whatsapp }))}</a></p>
<p class="actions"><a class="again" href="${escape(againHref(url))}">${escape(words.tryAgain)}</a> <a href="${home}">${escape(words.backHome)}</a></p>
${migrations ? `<p class="operator">${escape(words.migrations)}</p>\n` : ""}</main>
</body>
</html>
`;
}

/** The headers of the outage page: nothing of the failed answer's caching or encoding survives. */
const DROPPED = [
  "content-encoding",
  "content-length",
  "content-type",
  "etag",
  "cache-control",
  "content-security-policy",
  "x-nextjs-cache",
  "x-nextjs-prerender",
  "x-nextjs-stale-time",
  "link",
];

/**
 * The per-request hook for server.mjs: watches a page's answer and, when its head says 500,
 * swallows what Next.js writes and answers the outage page instead.
 * @param {{ words: ReturnType<typeof outageWords>, probe: () => Promise<{ ready: boolean, migrations: boolean }> }} options
 */
export function outageAnswers({ words, probe }) {
  return function watch(req, res) {
    if (!isPageRequest(req)) return;
    const writeHead = res.writeHead;
    const write = res.write;
    const end = res.end;
    let swallowing = false;
    const done = (args) => {
      const callback = args.find((a) => typeof a === "function");
      if (callback) queueMicrotask(callback);
    };
    const failed = () => !res.headersSent && !swallowing && res.statusCode === 500;

    res.writeHead = function (status, ...rest) {
      if (swallowing) return res;
      if (status !== 500) return writeHead.call(res, status, ...rest);
      swallowing = true;
      probe()
        .catch(() => ({ ready: false, migrations: false }))
        .then(({ ready, migrations }) => {
          // The replaced methods stay in place: Next may go on writing its document after this
          // answer has ended, and those writes must stay swallowed, never reach the socket.
          for (const name of DROPPED) res.removeHeader(name);
          const body = outageHtml({
            locale: localeOf(req.url),
            url: req.url,
            words: words(localeOf(req.url)),
            migrations,
          });
          writeHead.call(res, ready ? 500 : 503, {
            "Content-Type": "text/html; charset=utf-8",
            "Cache-Control": "private, no-store",
            "Content-Security-Policy":
              "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
            ...(ready ? {} : { "Retry-After": String(RETRY_AFTER_SECONDS) }),
          });
          end.call(res, req.method === "HEAD" ? undefined : body);
        });
      return res;
    };
    // A status set on the answer and then written (Node's implicit head): decided here first, so
    // nothing of Next's document reaches the wire before the head says what it is.
    res.write = function (...args) {
      if (failed()) res.writeHead(500);
      if (swallowing) return (done(args), true);
      return write.apply(res, args);
    };
    res.end = function (...args) {
      if (failed()) res.writeHead(500);
      if (swallowing) return (done(args), res);
      return end.apply(res, args);
    };
  };
}
