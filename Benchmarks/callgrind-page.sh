#!/usr/bin/env bash
# Instructions per request of the app's pages, counted by valgrind's callgrind: exact and
# repeatable on this VM (wall-clock figures are not), so the way to compare two builds.
#
#   Benchmarks/callgrind-page.sh BIN [BIN ...]
#
# Each BIN is a release `reminders` (`swift build -c release --product reminders`), measured with
# the Templates and Public of the tree it was built in (TREE=… overrides, for a binary copied
# elsewhere). One database is seeded once with DataBench (a list of 50 and one of COUNT) and each
# run gets its own copy (a newer build migrates its copy). For each binary and each case, the
# server runs under callgrind; after sign-in and 20 warm-up requests the counters are zeroed, N
# (200) requests are sent one after another, and the counters dumped: Ir / N is the figure.
# Cases: the list page (page of 50, completed shown) signed in with `Accept-Language: en-US`; a
# row's Flag and Unflag in turn on that page, posted in place (`X-Fragment`, as app.js posts
# them: the answer is the row, the flash and the sidebar; "no fragment" for a build before them);
# the list page without the header, the same after choosing German and Asia/Tokyo in Settings (skipped for
# a build without /settings), and /sign-in signed out with and without the header.
#
# Valgrind 3.19 (Debian's) cannot read Swift's DWARF and faults on libdispatch's sigsuspend, so
# each binary is measured as a `strip --strip-debug` copy (with its resource bundles beside it)
# under an LD_PRELOAD shim (callgrind/sigsuspend-shim.c) that hands sigsuspend a writable mask.
# Run by hand, not CI. Knobs: N (200), COUNT (2000), START_WAIT (240: seconds a server under
# valgrind may take to answer /healthz; on a machine busy with builds it took more than 120),
# CASES (all six: "list-en flag-fragment list-none list-de signin-en signin-none"; e.g. CASES=list-en for a
# quick look at one step).
set -euo pipefail
[[ $# -ge 1 ]] || { echo "usage: $0 BIN [BIN ...]" >&2; exit 2; }
N=${N:-200}
COUNT=${COUNT:-2000}
START_WAIT=${START_WAIT:-240}
CASES=${CASES:-list-en flag-fragment list-none list-de signin-en signin-none}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$HERE/common.sh"
WORK=$(mktemp -d /tmp/callgrind-page.XXXXXX)
echo "working in $WORK" >&2
command -v valgrind >/dev/null || { apt-get update -qq && apt-get install -y -qq valgrind >/dev/null; }

cc -shared -fPIC -O2 -o "$WORK/sigsuspend-shim.so" "$HERE/callgrind/sigsuspend-shim.c"
(cd "$HERE/DataBench" && rm -f .build/release.yaml && nice swift build -c release --product DataBench >"$WORK/build-databench.log" 2>&1)
DATABENCH_KEEP="$WORK/seed" "$HERE/DataBench/.build/release/DataBench" 1 "$COUNT" >"$WORK/seed.log"
source "$HERE/sign-in.sh"

# measure LABEL BIN TREE: prints one line per case, "LABEL case Ir/request bytes lang".
measure() {
    local label=$1 bin=$2 tree=$3 case out port vpid session cookie csrf
    for case in $CASES; do
        out="$WORK/$label/$case"; mkdir -p "$out"; cp -r "$WORK/seed" "$out/db"
        port=$(free_port)
        LD_PRELOAD="$WORK/sigsuspend-shim.so" nice valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.out" \
            "$bin" --port "$port" --database "$out/db/reminders.sqlite" --templates "$tree/Templates" --public "$tree/Public" \
            --log-level warning >"$out/server.log" 2>&1 &
        vpid=$!
        for _ in $(seq "$START_WAIT"); do curl -s -o /dev/null "http://127.0.0.1:$port/healthz" && break; sleep 1; done
        session=$(sign_in "$port" "$out/cookies.txt")
        cookie="Cookie: session=$session"
        local url="http://127.0.0.1:$port/lists/2?completed=1" language="Accept-Language: en-US,en;q=0.9" who=$cookie post="" note=""
        case $case in
            *-none) language="X-None: 1" ;;
        esac
        case $case in
            signin-*) url="http://127.0.0.1:$port/sign-in"; who="X-None: 1" ;;
            flag-fragment)
                # A row's Flag and Unflag, in turn, posted in place as app.js posts them.
                local listed
                listed=$(curl -s -H "$language" -H "$cookie" "$url")
                csrf=$(sed -n 's/.*name="csrf" value="\([^"]*\)".*/\1/p' <<<"$listed" | head -1)
                post="csrf=$csrf&reminderID=$(sed -n 's/.*name="\{0,1\}reminderID"\{0,1\} value="\{0,1\}\([0-9]*\).*/\1/p' <<<"$listed" | head -1)"
                curl -s -D - -o /dev/null -H "$language" -H "$cookie" -H "X-Fragment: 1" --data "$post&action=flag" "$url" | grep -qi '^x-fragment' \
                    || note="(no fragment: answered as a redirect)"
                curl -s -o /dev/null -H "$language" -H "$cookie" -H "X-Fragment: 1" --data "$post&action=unflag" "$url" ;;
            list-de)
                csrf=$(curl -s -H "$cookie" "http://127.0.0.1:$port/settings" | sed -n 's/.*name="csrf" value="\([^"]*\)".*/\1/p' | head -1)
                if [[ -z $csrf ]]; then kill -TERM $vpid; wait $vpid || true; echo "$label $case (no settings page)"; continue; fi
                curl -s -o /dev/null -H "$cookie" --data "csrf=$csrf&action=saveSettings&language=de&timeZone=Asia%2FTokyo&weekStart=monday&defaultList=" \
                    "http://127.0.0.1:$port/settings" ;;
        esac
        # request I FILE: one request of the case (the I-th), its body to FILE; prints its size.
        request() {
            if [[ -n $post ]]; then
                local action=flag; (( $1 % 2 )) && action=unflag
                curl -s -o "$2" -w '%{size_download}' -H "$language" -H "$who" -H "X-Fragment: 1" --data "$post&action=$action" "$url"
            else
                curl -s -o "$2" -w '%{size_download}' -H "$language" -H "$who" "$url"
            fi
        }
        for i in $(seq 20); do request "$i" /dev/null >/dev/null; done
        local bytes
        bytes=$(request 0 "$out/page.html")
        request 1 /dev/null >/dev/null
        callgrind_control -z "$vpid" >/dev/null 2>&1
        for i in $(seq "$N"); do request "$i" /dev/null >/dev/null; done
        callgrind_control --dump=measured "$vpid" >/dev/null 2>&1
        kill -TERM "$vpid"; wait "$vpid" || true
        local total
        total=$(grep -h -m1 '^summary:\|^totals:' "$out"/callgrind.out.1 | awk '{print $2}')
        printf '%-10s %-13s %10d Ir/request  %6d bytes  %s\n' "$label" "$case" $(( total / N )) "$bytes" \
            "$(grep -o '<html lang="[^"]*"' "$out/page.html" | head -1)$note"
    done
}

index=0
for bin in "$@"; do
    index=$((index + 1))
    tree=$(source_tree "$bin")
    copy="$WORK/bin$index"; mkdir -p "$copy"
    cp "$bin" "$copy/reminders"; strip --strip-debug "$copy/reminders"
    cp -r "$(dirname "$bin")"/*.resources "$copy/" 2>/dev/null || true
    measure "build$index" "$copy/reminders" "$tree"
done
echo "callgrind files and pages in $WORK" >&2
