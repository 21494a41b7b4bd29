#!/usr/bin/env bash
# Runs the real `reminders`, signed in, with few file descriptors and far more loopback clients
# than it can hold, once per descriptor limit; checks that it neither crashes nor spins, serves
# the clients it holds, takes the waiting ones once clients leave, and exits 0 on SIGTERM. A Swift
# process that truly runs out of descriptors is killed with SIGILL by libdispatch's worker-pool
# monitor on Linux, which cannot open /proc/self/task/<tid>/stat: the server must never get there.
# Descriptor limits are per process, so this cannot live in the parallel test suite.
#
#   scripts/emfile-check.sh   # after `swift build` or `swift test`; builds nothing itself
#
# REMINDERS_EXECUTABLE  the binary to check (default .build/debug/reminders, which `swift test` builds)
# EMFILE_LIMITS         the descriptor limits to try (default "32 64 128 192 1024")
#
# For each limit the server runs under `prlimit --nofile=L:L` in a temporary folder of its own
# (fresh database, --port 0, --insecure-fast-password-hashing, the repo's Templates and Public);
# scripts/emfile_check.py starts it, drives it and always kills it, even if this script is
# interrupted. One line per limit; exit 1 if any limit fails, with the server's last log lines.
# About 5 s per limit; each limit is cut off after 30 s.
set -euo pipefail
cd "$(dirname "$0")/.."

executable=${REMINDERS_EXECUTABLE:-.build/debug/reminders}
limits=${EMFILE_LIMITS:-32 64 128 192 1024}

if [ ! -x "$executable" ]; then
  echo "emfile-check: no executable at $executable; build it first (swift build or swift test)" >&2
  exit 1
fi
if ! command -v prlimit >/dev/null; then
  echo "emfile-check: prlimit (util-linux) is missing" >&2
  exit 1
fi

# The limits are words on purpose: one argument each.
# shellcheck disable=SC2086
exec python3 scripts/emfile_check.py "$executable" $limits
