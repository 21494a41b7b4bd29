#!/usr/bin/env bash
# Opening a list of 100,000 reminders in each of its orders (manual, due date, priority, title,
# creation), side by side in one run: page 1 and a deep page of each, as CPU time per request and
# as instructions per request (callgrind, exact), with each order's query plan.
#
#   Benchmarks/sort-orders.sh [BIN]
#
# BIN is a release `reminders` (built here with `swift build -c release --product reminders` when
# not given), run with the Templates and Public of this tree. The script starts it on a fresh
# database in a temporary folder (`--insecure-fast-password-hashing`: signing up is not what is
# measured), signs up through the form, creates a list through the form, and fills it with COUNT
# reminders with sqlite3 (one INSERT … SELECT, titles, due dates, priorities and completion of
# every kind; positions 1 to COUNT, the end of the new list each time, as Domain's ManualOrder
# places a reminder added through the app; the schema's trigger copies the owner from the list). Then, for each order, chosen through the list's own Sort form:
#
# - CPU: the server pinned to CPU 1 (`taskset -c 1`) and one keep-alive curl on CPU 0 sending N
#   requests of the page; the server's user + system time (from /proc/<pid>/stat, 10 ms ticks)
#   divided by N. Moves with the VM's speed; compare orders within one run.
# - Instructions: the same requests (CG_N of them) to the server under valgrind's callgrind, as
#   `callgrind-page.sh` runs it (a stripped copy, the sigsuspend shim); Ir / CG_N, exact.
#
# Pages are read with completed reminders shown (`?completed=1`), so that the deep page (DEEP,
# 1000: rows 49,951–50,000 of 100,000) lies among the open and completed alike.
# The plans are SQLite's EXPLAIN QUERY PLAN of each order's page query, written out here as
# `SQLiteReminderRepository.pageSQL(…)` and `listOrder(_:)` build it (ListPageIndexTests asserts
# the app's own). Run by hand, not CI. Knobs: COUNT (100000), N (1000), CG_N (50), DEEP (1000).
set -euo pipefail
COUNT=${COUNT:-100000}
N=${N:-1000}
CG_N=${CG_N:-50}
DEEP=${DEEP:-1000}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$HERE/common.sh"
ROOT=$(dirname "$HERE")
WORK=$(mktemp -d /tmp/sort-orders.XXXXXX)
echo "working in $WORK" >&2
command -v sqlite3 >/dev/null || { apt-get update -qq && apt-get install -y -qq sqlite3 >/dev/null; }
command -v valgrind >/dev/null || { apt-get update -qq && apt-get install -y -qq valgrind >/dev/null; }

BIN=${1:-}
if [[ -z $BIN ]]; then
    (cd "$ROOT" && nice swift build -c release --product reminders >"$WORK/build.log" 2>&1)
    BIN="$ROOT/.build/release/reminders"
fi
ORDERS="manual dueDate priority title createdAt"
SERVER_PID=""
trap '[[ -n $SERVER_PID ]] && kill -TERM $SERVER_PID 2>/dev/null; wait 2>/dev/null || true' EXIT


# start_server LOG [COMMAND PREFIX…]: starts BIN on PORT over the database, waits for /healthz.
start_server() {
    local log=$1; shift
    "$@" "$SERVED_BIN" --port "$PORT" --database "$WORK/db/reminders.sqlite" --templates "$ROOT/Templates" \
        --public "$ROOT/Public" --log-level warning --insecure-fast-password-hashing >"$log" 2>&1 &
    SERVER_PID=$!
    for _ in $(seq 240); do curl -s -o /dev/null "http://127.0.0.1:$PORT/healthz" && return; sleep 0.5; done
    echo "the server did not start; see $log" >&2; exit 1
}

stop_server() { kill -TERM "$SERVER_PID"; wait "$SERVER_PID" || true; SERVER_PID=""; }

# form_token PATH: the csrf token of the page at PATH, signed in.
form_token() { curl -s -b "$WORK/cookies.txt" "http://127.0.0.1:$PORT$1" | sed -n 's/.*name="csrf" value="\([^"]*\)".*/\1/p' | head -1; }

# choose ORDER: posts the list's Sort form.
choose() {
    local status
    status=$(curl -s -o /dev/null -w '%{http_code}' -b "$WORK/cookies.txt" --data "csrf=$(form_token "$LIST_PATH")&action=sortList&sortOrder=$1" \
        "http://127.0.0.1:$PORT$LIST_PATH")
    [[ $status == 303 ]] || { echo "choosing $1 answered $status" >&2; exit 1; }
}

# requests COUNT PAGE: sends COUNT requests of the list's page PAGE on one keep-alive connection, from CPU 0.
requests() {
    local config="$WORK/requests.curl" url="http://127.0.0.1:$PORT$LIST_PATH?completed=1&page=$2"
    : >"$config"
    for _ in $(seq "$1"); do printf 'url = "%s"\noutput = "/dev/null"\n' "$url" >>"$config"; done
    taskset -c 0 curl -s -b "$WORK/cookies.txt" -K "$config"
}

# check PAGE: the page answers 200 with 50 reminders.
check() {
    local body="$WORK/page-$ORDER-$1.html" status rows
    status=$(curl -s -o "$body" -w '%{http_code}' -b "$WORK/cookies.txt" "http://127.0.0.1:$PORT$LIST_PATH?completed=1&page=$1")
    rows=$(grep -c '<li class="reminder' "$body" || true)
    [[ $status == 200 && $rows == 50 ]] || { echo "$ORDER page $1: status $status, $rows rows" >&2; exit 1; }
}

cpu_ticks() { awk '{print $14 + $15}' "/proc/$SERVER_PID/stat"; }

# 1. A fresh database: an account and a list through the forms, then COUNT reminders.
mkdir -p "$WORK/db"
SERVED_BIN=$BIN
PORT=$(free_port)
start_server "$WORK/server-seed.log" taskset -c 1
token=$(curl -s -c "$WORK/cookies.txt" "http://127.0.0.1:$PORT/sign-up" | sed -n 's/.*name="csrf" value="\([^"]*\)".*/\1/p' | head -1)
curl -s -o /dev/null -b "$WORK/cookies.txt" -c "$WORK/cookies.txt" --data-urlencode "csrf=$token" --data-urlencode "next=/" \
    --data-urlencode "email=orders@example.com" --data-urlencode "displayName=Orders" \
    --data-urlencode "password=a bench that sits in the sun" --data-urlencode "timeZone=UTC" "http://127.0.0.1:$PORT/sign-up"
curl -s -o /dev/null -b "$WORK/cookies.txt" --data "csrf=$(form_token /)&action=createList&name=Big" "http://127.0.0.1:$PORT/"
LIST_ID=$(sqlite3 "$WORK/db/reminders.sqlite" "SELECT id FROM reminderList WHERE name = 'Big'")
[[ -n $LIST_ID ]] || { echo "signing up or creating the list failed; see $WORK/server-seed.log" >&2; exit 1; }
LIST_PATH="/lists/$LIST_ID"
seed_start=$(date +%s.%N)
sqlite3 "$WORK/db/reminders.sqlite" >/dev/null <<SQL
.timeout 10000
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < $COUNT - 1)
INSERT INTO reminder (listID, title, titleKey, notes, notesKey, dueDate, dueTime, priority, completedAt, createdAt, position)
SELECT $LIST_ID,
       'Reminder ' || ((i * 7919) % $COUNT), 'reminder ' || ((i * 7919) % $COUNT),
       CASE WHEN i % 4 = 0 THEN 'Remember the note ' || i END, CASE WHEN i % 4 = 0 THEN 'remember the note ' || i END,
       CASE WHEN i % 3 <> 0 THEN date('2026-11-01', '+' || ((i * 13) % 120) || ' days') END,
       CASE WHEN i % 6 = 1 THEN printf('%02d:%02d', i % 24, i % 60) END,
       CASE (i * 31) % 4 WHEN 0 THEN 'none' WHEN 1 THEN 'low' WHEN 2 THEN 'medium' ELSE 'high' END,
       CASE WHEN i % 5 = 0 THEN 1800000000 + i END,
       1700000000 + i,
       i + 1
  FROM n;
PRAGMA wal_checkpoint(TRUNCATE);
SQL

seed_end=$(date +%s.%N)
echo "seeded $COUNT reminders in $(awk "BEGIN {printf \"%.1f\", $seed_end - $seed_start}") s (positions 1 to $COUNT, the end of the new list each time, as Domain's ManualOrder places them); file $(du -h "$WORK/db/reminders.sqlite" | cut -f1)"

# 2. The plans.
echo
echo "query plans (EXPLAIN QUERY PLAN of a page with completed ones, and of one without):"
columns="id, listID, title, notes, dueDate, dueTime, priority, completedAt, createdAt, isFlagged, parentID, repeatRule, repeatStart, repeatCount, tags"
declare -A ORDER_BY=(
    [manual]="isCompleted, position, id" [dueDate]="isCompleted, dueSort, createdAt, id"
    [priority]="isCompleted, priorityRank, dueSort, createdAt, id" [title]="isCompleted, titleKey, id"
    [createdAt]="isCompleted, createdAt, id"
)
for ORDER in $ORDERS; do
    for filter in "listID = $LIST_ID AND parentID IS NULL" "listID = $LIST_ID AND isCompleted = 0 AND parentID IS NULL"; do
        plan=$(sqlite3 "$WORK/db/reminders.sqlite" \
            "EXPLAIN QUERY PLAN SELECT $columns FROM reminder WHERE deletedAt IS NULL AND $filter ORDER BY ${ORDER_BY[$ORDER]} LIMIT 50 OFFSET 0" \
            | grep -v '^QUERY PLAN' | sed 's/^[|`]--//' | paste -sd ';')
        printf '  %-10s %-40s %s\n' "$ORDER" "${filter#listID = $LIST_ID}" "$plan"
    done
done

# 3. CPU time per request, each order in turn on the running server.
declare -A CPU
for ORDER in $ORDERS; do
    choose "$ORDER"
    for page in 1 "$DEEP"; do
        check "$page"
        requests 20 "$page"
        before=$(cpu_ticks)
        requests "$N" "$page"
        after=$(cpu_ticks)
        CPU[$ORDER,$page]=$(( (after - before) * 1000000 / $(getconf CLK_TCK) / N ))
    done
done
stop_server

# 4. Instructions per request under callgrind.
cc -shared -fPIC -O2 -o "$WORK/sigsuspend-shim.so" "$HERE/callgrind/sigsuspend-shim.c"
mkdir -p "$WORK/bin"
cp "$BIN" "$WORK/bin/reminders"; strip --strip-debug "$WORK/bin/reminders"
cp -r "$(dirname "$BIN")"/*.resources "$WORK/bin/" 2>/dev/null || true
SERVED_BIN="$WORK/bin/reminders"
export LD_PRELOAD_SHIM="$WORK/sigsuspend-shim.so"
declare -A IR
for ORDER in $ORDERS; do
    out="$WORK/callgrind/$ORDER"; mkdir -p "$out"
    PORT=$(free_port)
    start_server "$out/server.log" env LD_PRELOAD="$LD_PRELOAD_SHIM" nice valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.out"
    choose "$ORDER"
    dump=0
    for page in 1 "$DEEP"; do
        requests 5 "$page"
        callgrind_control -z "$SERVER_PID" >/dev/null 2>&1
        requests "$CG_N" "$page"
        callgrind_control --dump=measured "$SERVER_PID" >/dev/null 2>&1
        dump=$((dump + 1))
        total=$(grep -h -m1 '^summary:\|^totals:' "$out/callgrind.out.$dump" | awk '{print $2}')
        IR[$ORDER,$page]=$(( total / CG_N ))
    done
    stop_server
done

echo
printf '%-10s %-6s %14s %16s\n' order page "CPU µs/req" "Ir/req"
for ORDER in $ORDERS; do
    for page in 1 "$DEEP"; do
        printf '%-10s %-6s %14s %16s\n' "$ORDER" "$page" "${CPU[$ORDER,$page]}" "${IR[$ORDER,$page]}"
    done
done
echo "(CPU: N = $N requests each, server on CPU 1; Ir: callgrind, CG_N = $CG_N requests each; list of $COUNT, completed shown)"
echo "pages and callgrind files in $WORK" >&2
