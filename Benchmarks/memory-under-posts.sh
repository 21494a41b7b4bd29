#!/usr/bin/env bash
# The server's memory before, under and after many large posts at once (issue 26, item 5).
#
#   Benchmarks/memory-under-posts.sh BIN [BIN ...]
#
# Each BIN is a release `reminders` (`swift build -c release --product reminders`), run with the
# Templates and Public of the tree it was built in (TREE=… overrides), on a fresh database, on a
# free loopback port. For each binary and each case, a fresh server is started, left idle for 3 s
# and its resident set read (idle); then CONNECTIONS (150) connections at once each post a body of
# BODY bytes (1 MiB) and every connection is closed once all have their answer; once the server
# answers a health check again (it has caught up), the peak resident set is read (VmHWM), and
# after AFTER (10) more seconds the resident set again. Cases:
#   signed-out  POST /sign-in with no cookie (what anyone can send)
#   session     POST /lists/1 naming a session (`Cookie: session=…`, not a live one: the body
#               limit is decided before the session is looked up), the largest body allowed
# Prints one line per binary and case: idle, peak and after (MiB), after/idle, and the answers'
# statuses. Run by hand, not CI; loopback only, bounded in count and time.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/common.sh"
[[ $# -ge 1 ]] || { echo "usage: $0 BIN [BIN ...]" >&2; exit 2; }
CONNECTIONS=${CONNECTIONS:-150}
BODY=${BODY:-1048576}
AFTER=${AFTER:-10}
WORK=$(mktemp -d /tmp/memory-under-posts.XXXXXX)
echo "working in $WORK" >&2
PIDS=()
trap 'for p in "${PIDS[@]:-}"; do [[ -n $p ]] && kill "$p" 2>/dev/null || true; done' EXIT

rss_mib() { awk -v key="$2:" '$1 == key { printf "%.1f", $2 / 1024 }' "/proc/$1/status"; }

# post PORT PATH COOKIE: CONNECTIONS posts of BODY bytes at once; prints the statuses seen.
post() {
    python3 - "$1" "$2" "$3" "$CONNECTIONS" "$BODY" <<'PY'
import socket, sys, threading, collections
port, path, cookie, count, size = int(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
head = (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/x-www-form-urlencoded\r\n"
        f"Content-Length: {size}\r\n" + (f"Cookie: {cookie}\r\n" if cookie else "") + "\r\n").encode()
body = b"a=" + b"b" * (size - 2)
statuses = collections.Counter()
lock = threading.Lock()
start = threading.Barrier(count)
sent = threading.Barrier(count)
def one():
    status = "error"
    sock = None
    try:
        sock = socket.create_connection(("127.0.0.1", port), timeout=30)
        start.wait()
        try:
            sock.sendall(head + body)
        except OSError:
            pass  # refused early: the answer is still there to read
        line = sock.makefile("rb").readline().split()
        status = line[1].decode() if len(line) > 1 else "closed"
    except Exception:
        pass
    finally:
        with lock:
            statuses[status] += 1
        # Every connection stays open until all have had their answer, so the bodies are held together.
        try:
            sent.wait(timeout=60)
        except threading.BrokenBarrierError:
            pass
        if sock: sock.close()
threads = [threading.Thread(target=one) for _ in range(count)]
for t in threads: t.start()
for t in threads: t.join()
print(" ".join(f"{k}:{v}" for k, v in sorted(statuses.items())))
PY
}

index=0
for bin in "$@"; do
    index=$((index + 1))
    tree=$(source_tree "$bin")
    for case in signed-out session; do
        out="$WORK/build$index-$case"; mkdir -p "$out"
        port=$(free_port)
        "$bin" --port "$port" --database "$out/reminders.sqlite" --templates "$tree/Templates" --public "$tree/Public" \
            --log-level error >"$out/server.log" 2>&1 &
        pid=$!; PIDS+=("$pid")
        for _ in $(seq 240); do curl -s -o /dev/null "http://127.0.0.1:$port/healthz" && break; sleep 0.5; done
        curl -s -o /dev/null "http://127.0.0.1:$port/sign-in"
        sleep 3
        idle=$(rss_mib "$pid" VmRSS)
        case $case in
            signed-out) statuses=$(post "$port" /sign-in "") ;;
            session) statuses=$(post "$port" /lists/1 "session=not-a-live-session-0123456789") ;;
        esac
        # The load ends when the server has answered what it read: until then it does not
        # answer a health check (a debug build on a busy machine can take minutes).
        for _ in $(seq 1200); do curl -s -m 1 -o /dev/null "http://127.0.0.1:$port/healthz" && break; sleep 0.5; done
        peak=$(rss_mib "$pid" VmHWM)
        sleep "$AFTER"
        after=$(rss_mib "$pid" VmRSS)
        kill -TERM "$pid"; wait "$pid" || true
        printf '%-8s %-10s idle %7s MiB  peak %7s MiB  after %ss %7s MiB  after/idle %5s  answers %s\n' "build$index" "$case" \
            "$idle" "$peak" "$AFTER" "$after" "$(awk -v a="$after" -v i="$idle" 'BEGIN { printf "%.2f", a / i }')" "$statuses"
    done
done
