#!/usr/bin/env bash
# Two builds of `reminders` under load at the same time: which one spends less CPU per request on the
# signed-in list page? Usage: Benchmarks/compare-servers.sh BIN_A BIN_B
#
# On a VM whose speed changes by more than the difference being looked for (this one's CPU time per
# request moves between about 200 and 400 µs within minutes, for one binary), runs one after the
# other cannot tell a 5% change apart. Here both servers run side by side, each on its own copy of
# one seeded SQLite file and under its own wrk (-t1 -c32), so that each round's slow or fast spell
# falls on both. Each round prints each server's CPU µs per request (user + system, from /proc) and
# the ratio B/A; at the end, the geometric mean of the ratios and a rough 95% interval. The roles
# swap every round (which wrk starts first, which copy of the file) so that neither gains by them.
# Run by hand; not CI. Knobs: ROUNDS (8), DURATION (5 s), COUNT (size of the big list, 2000), LIST.
set -euo pipefail
[[ $# == 2 ]] || { echo "usage: $0 BIN_A BIN_B (two reminders executables)" >&2; exit 2; }
A=$(realpath "$1"); B=$(realpath "$2")
ROUNDS=${ROUNDS:-8}
DURATION=${DURATION:-5}
COUNT=${COUNT:-2000}
LIST=${LIST:-2}   # DataBench seeds "Big" (1) first, then "Small" (2)
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$HERE/common.sh"
ROOT=$(cd "$HERE/.." && pwd)
RESULTS="$HERE/results/compare-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$RESULTS"
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }

(cd "$HERE/DataBench" && rm -f .build/release.yaml && nice swift build -c release --product DataBench >"$RESULTS/build-databench.log" 2>&1)
DATABENCH_KEEP="$RESULTS/a" "$HERE/DataBench/.build/release/DataBench" 1 "$COUNT" >"$RESULTS/seed.log"
cp -r "$RESULTS/a" "$RESULTS/b"

source "$HERE/sign-in.sh"
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
# Starts a server on a database; prints "pid port session".
start() {
    local binary=$1 database=$2 name=$3 port pid
    port=$(free_port)
    "$binary" --port "$port" --database "$database" --templates "$ROOT/Templates" --public "$ROOT/Public" \
        --log-level warning >"$RESULTS/server-$name.log" 2>&1 &
    pid=$!
    for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$port/healthz" && break; sleep 0.1; done
    echo "$pid $port $(sign_in "$port" "$RESULTS/cookies-$name.txt")"
}
read -r pa porta sessiona < <(start "$A" "$RESULTS/a/reminders.sqlite" a)
read -r pb portb sessionb < <(start "$B" "$RESULTS/b/reminders.sqlite" b)
pids=("$pa" "$pb")
for port in "$porta" "$portb"; do
    session=$([[ $port == "$porta" ]] && echo "$sessiona" || echo "$sessionb")
    rows=$(curl -s -H "Cookie: session=$session" "http://127.0.0.1:$port/lists/$LIST?completed=1" | grep -c 'class="reminder-title"' || true)
    [[ $rows -gt 0 ]] || { echo "the server on port $port shows no reminders; see $RESULTS" >&2; exit 1; }
done

ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
load() { # port session seconds output
    wrk -t1 -c32 -d"$3s" --timeout 2s -H "Cookie: session=$2" "http://127.0.0.1:$1/lists/$LIST?completed=1" >"$4"
}
load "$porta" "$sessiona" 2 /dev/null & other=$!; load "$portb" "$sessionb" 2 /dev/null; wait "$other"   # warm-up

echo "A: $A"; echo "B: $B"
for round in $(seq "$ROUNDS"); do
    a0=$(ticks "$pa"); b0=$(ticks "$pb")
    if (( round % 2 )); then
        load "$porta" "$sessiona" "$DURATION" "$RESULTS/wrk-a-$round.txt" & other=$!
        load "$portb" "$sessionb" "$DURATION" "$RESULTS/wrk-b-$round.txt"; wait "$other"
    else
        load "$portb" "$sessionb" "$DURATION" "$RESULTS/wrk-b-$round.txt" & other=$!
        load "$porta" "$sessiona" "$DURATION" "$RESULTS/wrk-a-$round.txt"; wait "$other"
    fi
    a1=$(ticks "$pa"); b1=$(ticks "$pb")
    python3 - "$round" "$a0" "$a1" "$b0" "$b1" "$RESULTS/wrk-a-$round.txt" "$RESULTS/wrk-b-$round.txt" "$(getconf CLK_TCK)" <<'PY' | tee -a "$RESULTS/rounds.txt"
import re, sys
round_, a0, a1, b0, b1, wa, wb, hz = sys.argv[1:]
def requests(path):
    return int(re.search(r'(\d+) requests in', open(path).read()).group(1))
ra, rb = requests(wa), requests(wb)
a = (float(a1) - float(a0)) * 1e6 / float(hz) / max(ra, 1)
b = (float(b1) - float(b0)) * 1e6 / float(hz) / max(rb, 1)
print(f"round {round_}: A {a:4.0f} µs/request ({ra} requests)   B {b:4.0f} µs/request ({rb} requests)   B/A {b / a:.3f}")
PY
done
python3 - "$RESULTS/rounds.txt" <<'PY'
import math, re, statistics, sys
ratios = [float(m.group(1)) for m in re.finditer(r'B/A (\S+)', open(sys.argv[1]).read())]
logs = [math.log(r) for r in ratios]
mean = statistics.mean(logs)
half = 2 * statistics.stdev(logs) / math.sqrt(len(logs)) if len(logs) > 1 else float('nan')
print(f"CPU per request, B/A: geometric mean {math.exp(mean):.3f} over {len(ratios)} rounds, "
      f"95% interval about {math.exp(mean - half):.3f}–{math.exp(mean + half):.3f}")
PY
echo "raw outputs: $RESULTS"
