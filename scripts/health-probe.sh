#!/usr/bin/env bash
# The container's HEALTHCHECK (Dockerfile): exit 0 when GET /api/health/ready on this machine's
# PORT answers 200, 1 otherwise. Bash builtins only (/dev/tcp, read): a probe every 15 s costs
# one small shell, not a Node process of ~80 MB. The status line is all it reads.
port="${PORT:-3000}"
{ exec 3<>"/dev/tcp/127.0.0.1/${port}"; } 2>/dev/null || exit 1
printf 'GET /api/health/ready HTTP/1.0\r\nHost: 127.0.0.1:%s\r\nConnection: close\r\n\r\n' "$port" >&3 || exit 1
# A server that accepts and never answers: give up before Docker's own --timeout does.
IFS= read -r -t "${HEALTH_PROBE_TIMEOUT_S:-2}" status <&3 || exit 1
[[ "$status" =~ ^HTTP/1\.[01]\ 200([[:space:]]|$) ]]
