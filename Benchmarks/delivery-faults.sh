#!/usr/bin/env bash
# The delivery engine's fault test, run by hand (not in CI): `kill -9` of a server in the middle
# of sending, then a second server on the same database file.
#
#   Benchmarks/delivery-faults.sh [path/to/reminders] [count]
#
# It queues COUNT (20) mails in the outbox of a fresh database, lets server A send them through
# a mail command that takes 2 s a mail, kills A with SIGKILL once 3 have gone, starts server B on
# the same file, and prints how long after the kill every mail had gone out, and how many went
# out twice. Run it with a build from before and after a change to compare (build each first:
# `swift build --product reminders`). Needs sqlite3 and curl; listens on 127.0.0.1 only.
set -euo pipefail
BIN=${1:-.build/debug/reminders}
COUNT=${2:-20}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/Benchmarks/common.sh"
WORK=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$WORK"' EXIT
DB=$WORK/reminders.sqlite
LOG=$WORK/sent.log
: > "$LOG"

cat > "$WORK/slowmail" <<MAIL
#!/bin/sh
# A mail system that takes 2 s a mail; it records each mail's subject when it has taken it.
sleep 2
subject=\$(grep -m1 '^Subject:' | cut -c10- | tr -d '\r')
echo "\$(date +%s.%N) \$subject" >> "$LOG"
MAIL
chmod +x "$WORK/slowmail"


start() { # $1: name; prints the pid
  local port; port=$(free_port)
  "$BIN" serve --host 127.0.0.1 --port "$port" --database "$DB" --templates "$ROOT/Templates" --public "$ROOT/Public" \
    --sendmail "$WORK/slowmail" --mail-from reminders@localhost --log-level notice > "$WORK/$1.log" 2>&1 &
  local pid=$!
  for _ in $(seq 1 300); do
    curl -fsS "http://127.0.0.1:$port/healthz" > /dev/null 2>&1 && break
    sleep 0.1
  done
  echo "$pid"
}

A=$(start a)
now=$(date +%s.%N)
if [ "$(sqlite3 "$DB" "SELECT COUNT(*) FROM pragma_table_info('outbox') WHERE name = 'destination'")" = 1 ]; then
  columns="channel, destination, payload, createdAt, nextAttemptAt"; values="'mail', 'mail'"
else
  columns="channel, payload, createdAt, nextAttemptAt"; values="'mail'"
fi
for i in $(seq -w 1 "$COUNT"); do
  echo "INSERT INTO outbox ($columns) VALUES ($values, '{\"html\":\"<p>$i</p>\",\"subject\":\"fault-$i\",\"text\":\"$i\",\"to\":\"person$i@example.com\"}', $now, $now);"
done | sqlite3 -cmd ".timeout 5000" "$DB"

until [ "$(wc -l < "$LOG")" -ge 3 ]; do sleep 0.1; done
kill -9 "$A"
killed=$(date +%s.%N)
echo "server A killed with SIGKILL after $(wc -l < "$LOG") mail(s) had gone"
B=$(start b)
deadline=$(( $(date +%s) + 600 ))
until [ "$(cut -d' ' -f2 "$LOG" | sort -u | wc -l)" -ge "$COUNT" ] || [ "$(date +%s)" -ge "$deadline" ]; do sleep 0.2; done
done_at=$(date +%s.%N)
# The first mail taken after the kill that A had not begun (A's in-flight one ends 2 s in).
first_b=$(awk -v k="$killed" '$1 > k + 2.5 { print $1; exit }' "$LOG")
sleep 3 # a mail still in the mail command
kill "$B"; wait "$B" 2>/dev/null || true
distinct=$(cut -d' ' -f2 "$LOG" | sort -u | wc -l)
total=$(wc -l < "$LOG")
printf 'server B sent its first mail %.1f s after the kill; every mail gone %.1f s after it (%d of %d distinct, 2 s a mail), %d sent twice\n' \
  "$(echo "${first_b:-$done_at} - $killed" | bc)" "$(echo "$done_at - $killed" | bc)" "$distinct" "$COUNT" "$(( total - distinct ))"
