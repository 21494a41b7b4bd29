#!/usr/bin/env bash
# What a calendar import costs the real server, and what it leaves for everyone else.
#
#   Benchmarks/import.sh [BIN]        # BIN: a `reminders` executable; default .build/debug/reminders
#
# Generates three files: one whose VTODOs form one RELATED-TO chain of CHAIN (14,000) links (each
# to-do the subtask of the one before, about 1 MB; more than a file may hold), the same of
# LIMIT_CHAIN (10,000, as many as a file may hold), and a flat one of FLAT (10,000) to-dos. Starts
# BIN on a fresh database (fast password hashes, access log off), signs up through the form,
# creates a list per import and posts each file through the list's import form (multipart, with
# the form's CSRF token), one at a time: prints the answer's status, its wall time and the
# server's CPU seconds (user + system, from /proc/PID/stat around the upload); FILES (default
# "flat chain chain-limit") chooses which. Then posts chain-limit.ics twice at once, and while both run, asks /healthz and the lists page (signed in) every
# 100 ms: prints the median and worst latency of each and how many took over 1 s or failed
# (curl's --max-time is 10 s). Each measurement runs on a server of its own, started fresh. An
# upload not answered within UPLOAD_TIMEOUT (600 s) shows status 000; its CPU figure is then what
# the server had spent by that time.
#
# Run by hand on a machine as quiet as you can get, not in CI. Compare a build before a change
# with one after in the same sitting (the VM's speed moves from minute to minute). Knobs: CHAIN,
# LIMIT_CHAIN, FLAT, FILES, PROBE_SECONDS (the longest the probes run, 60), UPLOAD_TIMEOUT (600).
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$HERE/common.sh"
ROOT=$(cd "$HERE/.." && pwd)
BIN=${1:-$ROOT/.build/debug/reminders}
CHAIN=${CHAIN:-14000}
FLAT=${FLAT:-10000}
LIMIT_CHAIN=${LIMIT_CHAIN:-10000}
PROBE_SECONDS=${PROBE_SECONDS:-60}
UPLOAD_TIMEOUT=${UPLOAD_TIMEOUT:-600}
WORK=$(mktemp -d /tmp/import-bench.XXXXXX)
echo "working in $WORK; server $BIN" >&2

# The files: a chain (each to-do's parent the one before) and a flat list.
python3 - "$WORK" "$CHAIN" "$FLAT" "$LIMIT_CHAIN" <<'PY'
import sys
work, chain, flat, limit = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
def calendar(todos):
    return "\r\n".join(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Bench//Import//EN", *todos, "END:VCALENDAR", ""])
# Short lines, so that the chain of 14,000 stays under the upload limit of 1 MiB.
def todo(i, parent=None):
    lines = ["BEGIN:VTODO", f"UID:c{i}", f"SUMMARY:S{i:04}"]
    if parent is not None: lines.append(f"RELATED-TO:c{parent}")
    return "\r\n".join(lines + ["END:VTODO"])
with open(f"{work}/chain.ics", "w") as f: f.write(calendar([todo(i, i - 1 if i > 0 else None) for i in range(chain)]))
with open(f"{work}/flat.ics", "w") as f: f.write(calendar([todo(i) for i in range(flat)]))
with open(f"{work}/chain-limit.ics", "w") as f: f.write(calendar([todo(i, i - 1 if i > 0 else None) for i in range(limit)]))
PY
for name in chain chain-limit flat; do echo "$name.ics: $(grep -c BEGIN:VTODO "$WORK/$name.ics") to-dos, $(stat -c %s "$WORK/$name.ics") bytes"; done

base="" pid="" jar=""
# Starts BIN on a fresh database of its own and signs up: a fresh server per measurement, so that
# an upload that timed out (and goes on in the server) does not weigh on the next one.
start_server() {
    [[ -z $pid ]] || { kill -9 "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; }
    local run=$1 port token
    port=$(free_port)
    "$BIN" --port "$port" --database "$WORK/$run.sqlite" --templates "$ROOT/Templates" --public "$ROOT/Public" \
        --log-level warning --insecure-fast-password-hashing >"$WORK/server-$run.log" 2>&1 &
    pid=$!
    base="http://127.0.0.1:$port"
    jar="$WORK/cookies-$run.txt"
    for _ in $(seq 300); do curl -s -o /dev/null "$base/healthz" && break; sleep 0.1; done
    token=$(csrf /sign-up)
    curl -s -o /dev/null -b "$jar" -c "$jar" --data-urlencode "csrf=$token" --data-urlencode "next=/" \
        --data-urlencode "email=import@example.com" --data-urlencode "displayName=Import" \
        --data-urlencode "password=a bench that sits in the sun" "$base/sign-up"
    grep -q session "$jar" || { echo "could not sign up; see $WORK/server-$run.log" >&2; exit 1; }
}
trap '[[ -z $pid ]] || kill -9 $pid 2>/dev/null || true' EXIT

# The CSRF token of the form on PATH (signed in when the jar holds the session).
csrf() { curl -s -b "$jar" -c "$jar" "$base$1" | sed -n 's/.*name="csrf" value="\([^"]*\)".*/\1/p' | head -1; }

# Creates a list named $1 and prints its path.
new_list() {
    local token
    token=$(csrf /)
    curl -s -o /dev/null -w '%{redirect_url}' -b "$jar" -c "$jar" --data-urlencode "csrf=$token" \
        --data-urlencode "action=createList" --data-urlencode "name=$1" "$base/" | sed "s|^$base||; s|?.*||"
}

# Posts FILE to the import form of list PATH; prints "status seconds".
upload() {
    local path=$1 file=$2 token
    token=$(csrf "$path")
    curl -s -o "$WORK/answer-$(basename "$file")-$RANDOM.html" -w '%{http_code} %{time_total}\n' --max-time "$UPLOAD_TIMEOUT" -b "$jar" \
        -F "csrf=$token" -F "action=importReminders" -F "file=@$file;type=text/calendar" "$base$path" || echo "000 0"
}

cpu_ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
hz=$(getconf CLK_TCK)

printf '%-22s %7s %10s %12s\n' import status wall-s server-cpu-s
for name in ${FILES:-flat chain chain-limit}; do
    start_server "$name"
    list=$(new_list "$name-$RANDOM")
    before=$(cpu_ticks)
    read -r status wall < <(upload "$list" "$WORK/$name.ics")
    after=$(cpu_ticks)
    printf '%-22s %7s %10s %12s\n' "$name.ics alone" "$status" "$wall" "$(python3 -c "print(f'{($after - $before) / $hz:.2f}')")"
done

# Two uploads of the longest chain a file may hold at once, each into a list of its own; /healthz
# and the lists page probed meanwhile.
start_server together
first=$(new_list "together-1-$RANDOM"); second=$(new_list "together-2-$RANDOM")
# Take both tokens first so that the uploads start together.
t1=$(csrf "$first"); t2=$(csrf "$second")
before=$(cpu_ticks)
started=$(date +%s.%N)
curl -s -o /dev/null -w '%{http_code} %{time_total}\n' --max-time "$UPLOAD_TIMEOUT" -b "$jar" -F "csrf=$t1" -F "action=importReminders" \
    -F "file=@$WORK/chain-limit.ics;type=text/calendar" "$base$first" >"$WORK/together-1.txt" &
u1=$!
curl -s -o /dev/null -w '%{http_code} %{time_total}\n' --max-time "$UPLOAD_TIMEOUT" -b "$jar" -F "csrf=$t2" -F "action=importReminders" \
    -F "file=@$WORK/chain-limit.ics;type=text/calendar" "$base$second" >"$WORK/together-2.txt" &
u2=$!
sleep 0.2
: >"$WORK/healthz.txt"; : >"$WORK/lists.txt"
deadline=$(( $(date +%s) + PROBE_SECONDS ))
while kill -0 "$u1" 2>/dev/null || kill -0 "$u2" 2>/dev/null; do
    (( $(date +%s) < deadline )) || break
    curl -s -o /dev/null -w '%{http_code} %{time_total}\n' --max-time 10 "$base/healthz" >>"$WORK/healthz.txt" || true
    curl -s -o /dev/null -w '%{http_code} %{time_total}\n' --max-time 10 -b "$jar" "$base/" >>"$WORK/lists.txt" || true
    sleep 0.1
done
wait "$u1" "$u2" || true
ended=$(date +%s.%N)
after=$(cpu_ticks)
echo "two chain-limit.ics at once: answers $(cat "$WORK/together-1.txt" | tr '\n' ' ')/ $(cat "$WORK/together-2.txt" | tr '\n' ' ')(status seconds);" \
    "server CPU $(python3 -c "print(f'{($after - $before) / $hz:.2f}')") s over $(python3 -c "print(f'{$ended - $started:.1f}')") s wall"
for probe in healthz lists; do
    python3 - "$WORK/$probe.txt" "$probe" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1]) if line.strip()]
if not rows: print(f"{sys.argv[2]}: no probe ran (the uploads ended first)"); sys.exit()
times = [float(t) * 1000 for _, t in rows]
bad = sum(1 for s, _ in rows if s != "200")
slow = sum(1 for t in times if t > 1000)
print(f"{sys.argv[2]} during the uploads: {len(rows)} probes, median {statistics.median(times):.1f} ms, worst {max(times):.1f} ms, over 1 s {slow}, not 200 {bad}")
PY
done
echo "server logs: $WORK/server-*.log"
