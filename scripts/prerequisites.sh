#!/usr/bin/env bash
# The system programs the tests need besides Node.js and npm, checked before anything else runs
# (scripts/test.sh, .ci/run): a fresh machine learns in its first second what it lacks, not after
# types, lint, vitest and a build. As root with apt (CI, a container) the missing ones are
# installed from Debian; otherwise this stops with the one command to run. Silent when all is there.
#   chromium         drives the browser tests (playwright.config.ts: CHROMIUM_PATH or /usr/bin/chromium)
#   pgbouncer        the transaction-mode pooler tests/e2e/cold-start.spec.ts puts before PostgreSQL
#   nginx, caddy     the reverse proxies tests/e2e/behind-proxy.spec.ts puts before the shop
#   fonts-noto-core  a Devanagari font, as every phone has one: without it the Hindi pages' first
#                    paint is drawn in boxes, which no visitor sees (tests/e2e/hindi.spec.ts)
# PREREQUISITES replaces the list (its tests point it at a package that does not exist), and
# PREREQUISITES_NO_INSTALL=1 only reports, even as root.
set -euo pipefail

# One line each: the Debian package, then how to tell it is installed: `file <path>` (an
# executable) or `font <language>` (fontconfig has a font for it).
list="${PREREQUISITES:-"chromium file ${CHROMIUM_PATH:-/usr/bin/chromium}
pgbouncer file /usr/sbin/pgbouncer
nginx-light file /usr/sbin/nginx
caddy file /usr/bin/caddy
fonts-noto-core font hi"}"

installed() { # <kind> <target>
  case "$1" in
    file) [[ -x "$2" ]] ;;
    font) [[ -n "$(fc-list ":lang=$2" 2>/dev/null)" ]] ;;
    *) echo "scripts/prerequisites.sh: unknown check '$1'" >&2 && return 2 ;;
  esac
}

missing_packages() {
  local package kind target
  while read -r package kind target; do
    [[ -z "$package" ]] && continue
    installed "$kind" "$target" || echo "$package"
  done <<<"$list"
}

mapfile -t missing < <(missing_packages)
((${#missing[@]})) || exit 0

if [[ "${PREREQUISITES_NO_INSTALL:-}" != "1" && "$(id -u)" == "0" ]] && command -v apt-get >/dev/null; then
  echo "== installing from Debian what the tests need: ${missing[*]} ($(date -u +%H:%M:%S))"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  mapfile -t missing < <(missing_packages)
  ((${#missing[@]})) || exit 0
  echo "apt-get installed them, yet these are still missing: ${missing[*]}." >&2
  exit 1
fi

{
  echo "The tests need Debian packages this machine lacks: ${missing[*]}. Install them, then run npm test again:"
  echo
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}"
  echo
} >&2
exit 1
