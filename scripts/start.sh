#!/bin/sh
# Starts the shop (server.mjs) with Node sized to the memory it has: `npm start`, the
# container's CMD and a systemd unit all come through here. What only the start can set:
# - MALLOC_ARENA_MAX=2: glibc gives every thread that allocates its own arena, and the image
#   optimiser's and the database's threads left ~160 MB of the server's memory in them under a
#   crawl (bench/report.md, Memory);
# - V8's heap limits: V8 sizes them from the machine's memory, not a container's limit or the
#   SERVER_MEMORY_MB the shop plans for, and collects lazily up to them; below 4 GB the old
#   generation is held to a quarter of the plan (256 MB on a 1 GB host), as V8 itself would
#   on a machine of that size, and each young semi-space to a 256th (4 MB there, against 16):
#   under the crawl that held ~50 MB more, for a few more quick collections.
# A setting given already (the environment, NODE_OPTIONS) is kept. Arguments go to server.mjs.
# The budget's rule is lib/server/memory-budget.mjs's (SERVER_MEMORY_MB, else the container's
# limit, else the machine's); POSIX sh, so it runs in the slim image and on any host.
cd "$(dirname "$0")/.." || exit 1

mb() {
  if [ -n "${SERVER_MEMORY_MB:-}" ] && [ "${SERVER_MEMORY_MB}" -gt 0 ] 2>/dev/null; then
    echo "$SERVER_MEMORY_MB"
    return
  fi
  total=$(awk '/^MemTotal:/ { print int($2 / 1024) }' /proc/meminfo 2>/dev/null)
  limit=""
  if [ -r /sys/fs/cgroup/memory.max ]; then
    limit=$(cat /sys/fs/cgroup/memory.max)
  elif [ -r /sys/fs/cgroup/memory/memory.limit_in_bytes ]; then
    limit=$(cat /sys/fs/cgroup/memory/memory.limit_in_bytes)
  fi
  case "$limit" in
    '' | max | *[!0-9]*) echo "${total:-0}" ;;
    *)
      limit=$((limit / 1048576))
      if [ -n "$total" ] && [ "$limit" -lt "$total" ]; then echo "$limit"; else echo "${total:-0}"; fi
      ;;
  esac
}

export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
budget=$(mb)
case " ${NODE_OPTIONS:-} " in
  *--max-old-space-size*) ;;
  *)
    if [ "$budget" -gt 0 ] && [ "$budget" -lt 4096 ]; then
      NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--max-old-space-size=$((budget / 4)) --max-semi-space-size=$((budget / 256))"
      export NODE_OPTIONS
    fi
    ;;
esac
exec node server.mjs "$@"
