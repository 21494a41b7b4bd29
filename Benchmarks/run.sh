#!/usr/bin/env bash
# Measures our HTTP server (BenchServer) against the Hummingbird peer with wrk, side by side in one
# run, after checking that both serve the same bytes. Run by hand, not by CI; see README.md.
set -euo pipefail

# Paths measured. A path is measured on both servers and its body compared between them, unless it
# is written "ours:/path": then it is measured on ours only, for pages the peer does not serve, and
# its body is checked by check_ours_only_body instead.
PATHS=${PATHS:-"/plain /page"}
CONNECTIONS=${CONNECTIONS:-"64 256"}
DURATION=${DURATION:-10}
ROUNDS=${ROUNDS:-2}
# Prebuilt binaries to use instead of building the packages (for trying the script out).
OURS_BIN=${OURS_BIN:-}
PEER_BIN=${PEER_BIN:-}

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$HERE/common.sh"
SHARED_TEMPLATE="$HERE/../../shared/bench/page.mustache"
RESULTS="$HERE/results/$(date +%Y%m%d-%H%M%S)"
HOST=127.0.0.1
RUNNING=()

die() { echo "run.sh: error: $*" >&2; exit 1; }
note() { echo "run.sh: $*" >&2; }

# Checks the body of a path that only ours serves. The list page's issue plugs its expectations
# (50 reminders) in here; until then a non-empty body is all that is required.
check_ours_only_body() {
    local path=$1 body=$2
    [[ -s $body ]] || die "ours answered $path with an empty body ($body)"
}

install_tools() {
    if ! command -v wrk >/dev/null; then
        note "installing wrk"
        local sudo=""
        [[ $EUID -eq 0 ]] || sudo=sudo
        $sudo apt-get update -qq && $sudo apt-get install -y -qq wrk >/dev/null
    fi
    local tool
    for tool in curl python3 swift; do
        command -v "$tool" >/dev/null || die "$tool is needed"
    done
}

# build PACKAGE_DIR PRODUCT: builds in release mode (niced: the cores are shared) and prints the binary.
build() {
    local package=$1 product=$2 log="$RESULTS/build-$2.log" start=$SECONDS
    [[ -f $package/Package.swift ]] || die "no package at $package"
    note "building $product (release); log in $log"
    # SwiftPM keeps a path dependency's list of source files in the build manifest: removing it
    # makes the build see files added to the app since (it costs a second, not a rebuild).
    rm -f "$package/.build/release.yaml"
    nice swift build -c release --package-path "$package" --product "$product" >"$log" 2>&1 \
        || { tail -n 30 "$log" >&2; die "building $product failed"; }
    note "built $product in $((SECONDS - start)) s"
    echo "$(nice swift build -c release --package-path "$package" --show-bin-path)/$product"
}


alive() {
    local state
    state=$(ps -o stat= -p "$1" 2>/dev/null) && [[ $state != Z* ]]
}

# start_server NAME LOG: starts a fresh server on a free port and waits until it answers; sets
# SERVER_PID and SERVER_PORT.
start_server() {
    local name=$1 log=$2 bin
    if [[ $name == ours ]]; then bin=$OURS_BIN; else bin=$PEER_BIN; fi
    SERVER_PORT=$(free_port)
    "$bin" --host "$HOST" --port "$SERVER_PORT" >"$log" 2>&1 &
    SERVER_PID=$!
    RUNNING+=("$SERVER_PID")
    local _
    for _ in $(seq 100); do
        # Any HTTP answer, even a 404, means the server is up.
        curl -s -o /dev/null --max-time 1 "http://$HOST:$SERVER_PORT/" && return 0
        alive "$SERVER_PID" || { tail -n 20 "$log" >&2; die "$name exited at start-up"; }
        sleep 0.1
    done
    die "$name did not answer on port $SERVER_PORT within 10 s; see $log"
}

stop_server() {
    local pid=$1 _
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 50); do alive "$pid" || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    local left=() p
    for p in "${RUNNING[@]}"; do [[ $p == "$pid" ]] || left+=("$p"); done
    RUNNING=("${left[@]+"${left[@]}"}")
}

cleanup() {
    local pid
    for pid in "${RUNNING[@]+"${RUNNING[@]}"}"; do stop_server "$pid"; done
}

# A path as part of a file name: /lists/1 → lists_1, / → root.
slug() {
    local s=${1#/}
    s=${s//[^A-Za-z0-9.-]/_}
    echo "${s:-root}"
}

# fetch NAME PORT PATH: saves the body and the headers of PATH and prints the body's file.
fetch() {
    local name=$1 port=$2 path=$3 body
    body="$RESULTS/body-$name-$(slug "$path")"
    curl -sS --fail --max-time 10 -D "$body.headers" -o "$body" "http://$HOST:$port$path" \
        || die "$name failed to serve $path"
    echo "$body"
}

content_type() {
    grep -i '^content-type:' "$1" | tr -d '\r' | cut -d' ' -f2- || true
}

# Checks, before anything is measured, that ours serves each path with the same bytes as the peer.
check_bodies() {
    if [[ -f $SHARED_TEMPLATE ]]; then
        cmp -s "$SHARED_TEMPLATE" "$HERE/HummingbirdPeer/Sources/HummingbirdPeer/page.mustache" \
            || die "the peer's copy of page.mustache differs from $SHARED_TEMPLATE"
    fi
    local ours_pid ours_port peer_pid peer_port entry path ours_body peer_body
    start_server ours "$RESULTS/check-ours.log"; ours_pid=$SERVER_PID; ours_port=$SERVER_PORT
    start_server peer "$RESULTS/check-peer.log"; peer_pid=$SERVER_PID; peer_port=$SERVER_PORT
    for entry in $PATHS; do
        path=${entry#ours:}
        ours_body=$(fetch ours "$ours_port" "$path")
        if [[ $entry == ours:* ]]; then
            check_ours_only_body "$path" "$ours_body"
            note "$path: $(wc -c <"$ours_body") bytes from ours (ours only)"
            continue
        fi
        peer_body=$(fetch peer "$peer_port" "$path")
        cmp "$ours_body" "$peer_body" >&2 \
            || die "ours and the peer serve different bodies for $path: diff $ours_body $peer_body"
        if [[ $(content_type "$ours_body.headers") != "$(content_type "$peer_body.headers")" ]]; then
            note "warning: $path: Content-Type '$(content_type "$ours_body.headers")' (ours)" \
                "vs '$(content_type "$peer_body.headers")' (peer)"
        fi
        note "$path: $(wc -c <"$ours_body") bytes, identical"
    done
    stop_server "$ours_pid"
    stop_server "$peer_pid"
}

# parse_wrk FILE: prints "req/s p50-ms p99-ms timeouts 4xx/5xx socket-errors" from wrk's output.
# wrk prints no "Socket errors" line when there were none, and its "Non-2xx or 3xx responses" counts
# statuses of 400 and above only.
parse_wrk() {
    awk '
        function ms(v) {
            if (v ~ /us$/) return v / 1000
            if (v ~ /ms$/) return v + 0
            if (v ~ /m$/) return v * 60000
            if (v ~ /s$/) return v * 1000
            return v + 0
        }
        /^Requests\/sec:/ { rps = $2 }
        /Latency Distribution/ { dist = 1 }
        dist && $1 == "50%" { p50 = ms($2) }
        dist && $1 == "99%" { p99 = ms($2) }
        /Socket errors:/ { gsub(",", ""); errors = $4 + $6 + $8; timeouts = $10 }
        /Non-2xx or 3xx responses:/ { non2xx = $NF }
        END {
            if (rps == "") exit 1
            printf "%s %.3f %.3f %d %d %d\n", rps, p50, p99, timeouts, non2xx, errors
        }' "$1"
}

# measure SERVER PATH CONNECTIONS ROUND: one wrk run against a freshly started server.
measure() {
    local server=$1 path=$2 conns=$3 round=$4 name
    name="$server-$(slug "$path")-c$conns-r$round"
    start_server "$server" "$RESULTS/$name.log"
    wrk -t2 -c"$conns" -d"${DURATION}s" --latency --timeout 2s "http://$HOST:$SERVER_PORT$path" \
        >"$RESULTS/$name.wrk.txt" 2>&1 || { cat "$RESULTS/$name.wrk.txt" >&2; die "wrk failed ($name)"; }
    if ! alive "$SERVER_PID"; then
        tail -n 20 "$RESULTS/$name.log" >&2
        die "$server stopped during the run ($name): crashed or interrupted"
    fi
    # VmHWM: the peak resident set of this server's whole life, i.e. of this one run.
    local rss_kb figures
    rss_kb=$(awk '/^VmHWM:/ { print $2 }' "/proc/$SERVER_PID/status")
    stop_server "$SERVER_PID"
    figures=$(parse_wrk "$RESULTS/$name.wrk.txt") || die "cannot read wrk's output $RESULTS/$name.wrk.txt"
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$path" "$conns" "$server" "$round" "${figures// /$'\t'}" "$rss_kb" \
        >>"$RESULTS/runs.tsv"
    note "$path c=$conns $server round $round: ${figures%% *} req/s"
}

# Prints the table of all runs and the summary per (path, connections) from runs.tsv.
report() {
    python3 - "$RESULTS/runs.tsv" <<'PY'
import statistics, sys

runs = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
w = max([12] + [len(run[0]) for run in runs])
print(f"{'path':<{w}} {'conns':>5} {'server':<6} {'round':>5} {'req/s':>10} {'p50 ms':>8} {'p99 ms':>8}"
      f" {'timeouts':>8} {'4xx/5xx':>7} {'sock err':>8} {'peak RSS MiB':>12}")
for path, conns, server, rnd, rps, p50, p99, timeouts, non2xx, errors, rss_kb in runs:
    print(f"{path:<{w}} {conns:>5} {server:<6} {rnd:>5} {float(rps):>10.1f} {float(p50):>8.2f}"
          f" {float(p99):>8.2f} {timeouts:>8} {non2xx:>7} {errors:>8} {int(rss_kb) / 1024:>12.1f}")

print()
print(f"{'':<{w + 6}} {'median req/s':^31} {'worst p99 ms':^17} {'timeouts':^13}".rstrip())
print(f"{'path':<{w}} {'conns':>5} {'ours':>10} {'peer':>10} {'ours/peer':>9} {'ours':>8} {'peer':>8}"
      f" {'ours':>6} {'peer':>6}")
groups = {}
for path, conns, server, rnd, rps, p50, p99, timeouts, *_ in runs:
    group = groups.setdefault((path, conns), {}).setdefault(server, {"rps": [], "p99": [], "timeouts": 0})
    group["rps"].append(float(rps))
    group["p99"].append(float(p99))
    group["timeouts"] += int(timeouts)
for (path, conns), by_server in groups.items():
    ours, peer = by_server.get("ours"), by_server.get("peer")
    median = lambda s: f"{statistics.median(s['rps']):.1f}" if s else "-"
    worst = lambda s: f"{max(s['p99']):.2f}" if s else "-"
    total = lambda s: str(s["timeouts"]) if s else "-"
    ratio = "-"
    if ours and peer and statistics.median(peer["rps"]) > 0:
        r = statistics.median(ours["rps"]) / statistics.median(peer["rps"])
        ratio = f"{r:.2f}" if r >= 0.1 else f"{r:.2g}"
    print(f"{path:<{w}} {conns:>5} {median(ours):>10} {median(peer):>10} {ratio:>9}"
          f" {worst(ours):>8} {worst(peer):>8} {total(ours):>6} {total(peer):>6}")
PY
}

main() {
    [[ $ROUNDS =~ ^[1-9][0-9]*$ ]] || die "ROUNDS must be a positive number, not '$ROUNDS'"
    [[ $DURATION =~ ^[1-9][0-9]*$ ]] || die "DURATION must be whole seconds, not '$DURATION'"
    install_tools
    mkdir -p "$RESULTS"
    trap cleanup EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM

    [[ -n $PEER_BIN ]] || PEER_BIN=$(build "$HERE/HummingbirdPeer" hummingbird-peer)
    [[ -n $OURS_BIN ]] || OURS_BIN=$(build "$HERE/BenchServer" bench-server)
    [[ -x $PEER_BIN ]] || die "no peer binary at $PEER_BIN"
    [[ -x $OURS_BIN ]] || die "no binary of ours at $OURS_BIN"

    {
        echo "date: $(date -Iseconds)"
        echo "ours: $OURS_BIN"
        echo "peer: $PEER_BIN"
        echo "commit: $(git -C "$HERE" rev-parse --short HEAD 2>/dev/null || echo none)"
        echo "cores: $(nproc); load: $(cut -d' ' -f1-3 /proc/loadavg)"
        echo "wrk -t2 -d${DURATION}s --latency --timeout 2s; connections: $CONNECTIONS; rounds: $ROUNDS"
    } >"$RESULTS/about.txt"

    check_bodies

    local entry path conns round server servers
    for entry in $PATHS; do
        path=${entry#ours:}
        if [[ $entry == ours:* ]]; then servers="ours"; else servers="ours peer"; fi
        for conns in $CONNECTIONS; do
            for round in $(seq "$ROUNDS"); do
                for server in $servers; do
                    measure "$server" "$path" "$conns" "$round"
                done
            done
        done
    done

    echo
    report | tee "$RESULTS/report.txt"
    echo
    echo "raw wrk outputs and server logs: $RESULTS"

    # The app's own list page (50 reminders from SQLite; a list of 100,000 beside one of 50).
    if [[ ${LIST_PAGE:-1} == 1 ]]; then
        echo
        DURATION=$DURATION ROUNDS=$ROUNDS "$HERE/list-page.sh"
    fi
}

main "$@"
