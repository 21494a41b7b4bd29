#!/usr/bin/env bash
# The app's list page under load: the real `reminders` (release) on a SQLite file seeded with a
# list of 50 reminders and a list of 100,000 (owned by DataBench's account, signed in here), each page showing 50 (completed ones shown too, so
# that the small list fills its page). Runs wrk alternately on the
# two pages and prints req/s, p50, p99, timeouts, the server's peak RSS, and the ratio big/small.
# Run by hand (Benchmarks/run.sh calls it last); not CI. Knobs: DURATION, ROUNDS, CONNECTIONS, COUNT.
set -euo pipefail
DURATION=${DURATION:-10}
ROUNDS=${ROUNDS:-2}
CONNECTIONS=${CONNECTIONS:-64}
COUNT=${COUNT:-100000}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$HERE/common.sh"
ROOT=$(cd "$HERE/.." && pwd)
RESULTS="$HERE/results/list-page-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$RESULTS"
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }

echo "building reminders and the seeder (release)…" >&2
(cd "$ROOT" && nice swift build -c release --product reminders >"$RESULTS/build-reminders.log" 2>&1)
# A path dependency's new source files are seen only with a fresh build manifest (see PageBench/run.sh).
(cd "$HERE/DataBench" && rm -f .build/release.yaml && nice swift build -c release --product DataBench >"$RESULTS/build-databench.log" 2>&1)
echo "seeding a list of $COUNT and a list of 50…" >&2
DATABENCH_KEEP="$RESULTS/db" "$HERE/DataBench/.build/release/DataBench" 1 "$COUNT" >"$RESULTS/seed.log"
BIG=1 SMALL=2   # DataBench seeds "Big" first, then "Small"

port=$(free_port)
"$ROOT/.build/release/reminders" --port "$port" --database "$RESULTS/db/reminders.sqlite" \
    --templates "$ROOT/Templates" --public "$ROOT/Public" --log-level warning >"$RESULTS/server.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$port/healthz" && break; sleep 0.1; done

# Sign in as the account DataBench created (it owns both lists).
source "$HERE/sign-in.sh"
session=$(sign_in "$port" "$RESULTS/cookies.txt")
[[ -n $session ]] || { echo "could not sign in as bench@example.com; see $RESULTS/server.log" >&2; exit 1; }
cookie="Cookie: session=$session"

for list in $SMALL $BIG; do
    rows=$(curl -s -H "$cookie" "http://127.0.0.1:$port/lists/$list?completed=1" | grep -c 'class="reminder-title"' || true)
    [[ $rows == 50 ]] || { echo "list $list shows $rows reminders, not 50" >&2; exit 1; }
done
echo "both pages show 50 reminders; server rss before load: $(grep VmRSS /proc/$pid/status | awk '{print $2/1024}') MiB" >&2

# How fast each CPU is now: rounds per second of a fixed busy loop pinned to each CPU, all CPUs at
# once as under load. On a shared VM a CPU's speed changes by up to 1.8x within seconds, each CPU's
# on its own, and every figure below moves with it; printed before and after the runs, to read them
# with (it only samples one second, so it is a hint, not a correction).
cpu_speed() {
    local cpu
    for cpu in $(seq 0 $(( $(nproc) - 1 ))); do
        taskset -c "$cpu" python3 -c '
import sys, time
rounds, end = 0, time.perf_counter() + 1
while time.perf_counter() < end:
    for _ in range(20000): pass
    rounds += 1
print(f"cpu{sys.argv[1]} {rounds}", end=" ")' "$cpu" &
    done
    wait
}
echo "CPU speed before (busy-loop rounds per second, all CPUs at once): $(cpu_speed)"

# The server's CPU time so far (user + system clock ticks), to report CPU per request.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
ticks_per_second=$(getconf CLK_TCK)

printf '%-8s %-6s %-6s %10s %8s %8s %9s %12s\n' list conns round req/s p50ms p99ms timeouts cpu-us/req
declare -A rates
for conns in $CONNECTIONS; do
    for round in $(seq "$ROUNDS"); do
        for list in $SMALL $BIG; do
            name=$([[ $list == "$SMALL" ]] && echo 50 || echo "$COUNT")
            out="$RESULTS/wrk-$name-c$conns-r$round.txt"
            before=$(cpu_ticks)
            wrk -t2 -c"$conns" -d"${DURATION}s" --latency --timeout 2s -H "$cookie" "http://127.0.0.1:$port/lists/$list?completed=1" >"$out"
            after=$(cpu_ticks)
            requests=$(awk '/requests in/ {print $1}' "$out")
            cpu=$(python3 -c "print(round(($after - $before) * 1e6 / $ticks_per_second / max($requests, 1)))")
            rps=$(awk '/Requests\/sec/ {print $2}' "$out")
            p50=$(awk '$1=="50%" {print $2}' "$out"); p99=$(awk '$1=="99%" {print $2}' "$out")
            timeouts=$(grep -o 'timeout [0-9]*' "$out" | awk '{print $2}' || true)
            printf '%-8s %-6s %-6s %10s %8s %8s %9s %12s\n' "$name" "$conns" "$round" "$rps" "$p50" "$p99" "${timeouts:-0}" "$cpu"
            rates["$name-$conns"]+="$rps "
        done
    done
done
echo "CPU speed after (busy-loop rounds per second, all CPUs at once): $(cpu_speed)"
for conns in $CONNECTIONS; do
    python3 - "${rates[50-$conns]}" "${rates[$COUNT-$conns]}" "$conns" "$COUNT" <<'PY'
import statistics, sys
small = statistics.median(map(float, sys.argv[1].split())); big = statistics.median(map(float, sys.argv[2].split()))
print(f"c={sys.argv[3]}: median list of 50 {small:.0f} req/s, list of {sys.argv[4]} {big:.0f} req/s, ratio {big/small:.3f}")
PY
done

# The two pages side by side: half the connections on each at the same time, so that the machine's
# slow and fast spells (which move the runs above by up to ±30%) fall on both, and the ratio of
# their rates is the ratio of the pages' costs.
half=$(( ${CONNECTIONS%% *} / 2 ))
ratios=""
for round in $(seq "$ROUNDS"); do
    wrk -t1 -c"$half" -d"${DURATION}s" --timeout 2s -H "$cookie" "http://127.0.0.1:$port/lists/$SMALL?completed=1" >"$RESULTS/side-50-r$round.txt" &
    other=$!
    wrk -t1 -c"$half" -d"${DURATION}s" --timeout 2s -H "$cookie" "http://127.0.0.1:$port/lists/$BIG?completed=1" >"$RESULTS/side-$COUNT-r$round.txt"
    wait "$other"   # not a bare `wait`: that would wait for the server too
    small=$(awk '/Requests\/sec/ {print $2}' "$RESULTS/side-50-r$round.txt")
    big=$(awk '/Requests\/sec/ {print $2}' "$RESULTS/side-$COUNT-r$round.txt")
    ratio=$(python3 -c "print(f'{$big / $small:.3f}')")
    echo "side by side, $half connections each, round $round: list of 50 $small req/s, list of $COUNT $big req/s, ratio $ratio"
    ratios+="$ratio "
done
python3 -c "import statistics, sys; print(f'side by side: median ratio {statistics.median(map(float, sys.argv[1].split())):.3f}')" "$ratios"
echo "peak RSS of the server: $(grep VmHWM /proc/$pid/status | awk '{print $2/1024}') MiB; raw outputs: $RESULTS"
