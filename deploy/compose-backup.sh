#!/bin/sh
# compose.yaml's backup service: every night at 02:00 UTC a pg_dump of the shop's database and a
# tar of its photos (the `data` volume's uploads/, when photos are not on uploadthing) into the
# `backups` volume, each kept KEEP_DAYS days. A night that fails leaves last-backup-failure.txt
# there (the moment, then one line of why), which the shop's dashboard shows until a night
# succeeds: the shop mounts the same volume, read-only, as its BACKUP_DIR.
#   compose-backup.sh          the nightly loop (the service's command)
#   compose-backup.sh --once   one backup now; exits 1 when it failed
# Settings: PGHOST, PGUSER, PGPASSWORD, PGDATABASE (pg_dump's own), BACKUP_DIR (/backups),
# PHOTOS_DIR (/data/uploads), KEEP_DAYS (14).
set -u
dir="${BACKUP_DIR:-/backups}"
photos="${PHOTOS_DIR:-/data/uploads}"
keep="${KEEP_DAYS:-14}"
status="$dir/last-backup-failure.txt"

# The last non-empty line a failed command printed, on one line.
why() { grep -v '^[[:space:]]*$' "$1" 2>/dev/null | tail -n 1 | tr -d '\r' | cut -c 1-200; }

backup_once() {
  stamp=$(date -u +%Y%m%d-%H%M%S)
  problem=""
  err="$dir/.backup-errors"
  dump="$dir/shop-$stamp.dump"
  if pg_dump -Fc -f "$dump.partial" 2>"$err"; then
    mv "$dump.partial" "$dump"
  else
    rm -f "$dump.partial"
    problem="the database dump failed ($(why "$err"))"
  fi
  if [ -d "$photos" ]; then
    archive="$dir/photos-$stamp.tar.gz"
    if tar -czf "$archive.partial" -C "$(dirname "$photos")" "$(basename "$photos")" 2>"$err"; then
      mv "$archive.partial" "$archive"
    else
      rm -f "$archive.partial"
      problem="${problem:+$problem; }the photos' archive failed ($(why "$err"))"
    fi
  fi
  rm -f "$err"
  find "$dir" -maxdepth 1 \( -name 'shop-*.dump' -o -name 'photos-*.tar.gz' \) -mtime +"$keep" -delete
  if [ -n "$problem" ]; then
    printf '%s\nThe nightly backup failed: %s.\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$problem" >"$status"
    echo "backup $stamp: $problem" >&2
    return 1
  fi
  rm -f "$status"
  echo "backup $stamp: done"
}

if [ "${1:-}" = "--once" ]; then
  backup_once
  exit
fi
while true; do
  sleep $(( (86400 + 7200 - $(date -u +%s) % 86400) % 86400 + 1 ))
  backup_once || true
done
