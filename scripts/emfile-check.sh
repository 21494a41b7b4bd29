#!/usr/bin/env bash
# Runs our server with only 64 file descriptors and opens 300 loopback connections, far more
# than it can hold; checks that the server neither spins nor crashes, keeps serving the clients
# it holds, and takes the waiting ones once clients leave. (It pauses accepting near the limit:
# a Swift process that truly runs out of descriptors can be killed by libdispatch's thread-pool
# monitor on Linux, which crashes when it cannot open /proc/<tid>/stat.) Run by hand (not CI): descriptor limits are per process, so this cannot
# live in the parallel test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --package-path Benchmarks/BenchServer >/dev/null
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
prlimit --nofile=64:64 Benchmarks/BenchServer/.build/release/bench-server --port "$port" --log-level error &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
python3 - "$port" "$pid" <<'PY'
import socket, sys, time
port, pid = int(sys.argv[1]), int(sys.argv[2])
ticks = lambda: sum(int(x) for x in open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[11:13])
hz = 100
def get(sock):
    sock.sendall(b"GET /plain HTTP/1.1\r\nHost: t\r\n\r\n")
    return sock.recv(4096)
for _ in range(50):
    try:
        socket.create_connection(("127.0.0.1", port), timeout=0.2).close(); break
    except OSError: time.sleep(0.1)
clients = []
for _ in range(300):
    s = socket.socket(); s.settimeout(5); s.connect(("127.0.0.1", port)); clients.append(s)
time.sleep(0.5)
before = ticks(); t0 = time.time(); time.sleep(3); cpu = (ticks() - before) / hz / (time.time() - t0)
print(f"300 clients against 64 descriptors: server CPU over 3 s = {cpu*100:.1f}% of one core")
served_first = sum(1 for s in clients[:40] if get(s).startswith(b"HTTP/1.1 200"))
print(f"first 40 clients (held by the server) served: {served_first}/40")
for s in clients[:150]: s.close()
t0 = time.time()
late = clients[150]  # the backlog is FIFO: the first still-open client after those that left
late.settimeout(10)
reply = get(late)
status = reply.split(b"\r\n")[0].decode()
print(f"after 150 clients left: a client from the backlog was served in {time.time()-t0:.2f} s: {status}")
for s in clients[150:]: s.close()
fresh = socket.create_connection(("127.0.0.1", port), timeout=5)
print("fresh client after recovery:", get(fresh).split(b"\r\n")[0].decode())
ok = cpu < 0.10 and served_first == 40 and reply.startswith(b"HTTP/1.1 200")
print("EMFILE check:", "PASS" if ok else "FAIL")
sys.exit(0 if ok else 1)
PY
kill -TERM $pid; wait $pid; echo "server exit status after SIGTERM: $?"
trap - EXIT
