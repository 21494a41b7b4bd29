#!/usr/bin/env python3
"""The client half of scripts/emfile-check.sh (run it through that script).

    emfile_check.py EXECUTABLE LIMIT...

For each descriptor limit L: starts EXECUTABLE (the real `reminders`) under `prlimit --nofile=L:L`
on a fresh database in a temporary folder, signs up and creates a list, then opens L + 300
loopback connections -- far more than the server can hold -- and checks that the server stays
alive (a Swift process that truly runs out of descriptors is killed with SIGILL by libdispatch's
worker-pool monitor, which cannot open /proc/self/task/<tid>/stat), does not spin, serves the
signed-in clients it holds, takes a waiting client from the backlog once half the clients leave,
serves a fresh client, and exits 0 on SIGTERM. Prints one line per limit; exits 1 if any fails.
"""

import ctypes
import html.parser
import http.client
import os
import re
import resource
import signal
import subprocess
import sys
import tempfile
import time
import urllib.parse

HOST = "127.0.0.1"        # every request goes to the loopback server, nowhere else
EXTRA_CLIENTS = 300       # clients opened beyond the descriptor limit
SOCKET_TIMEOUT = 5        # seconds, for every socket unless said otherwise
BACKLOG_TIMEOUT = 10      # a client waiting in the backlog must be served within this
CPU_WINDOW = 3            # seconds over which the server's CPU time is measured
CPU_LIMIT = 0.10          # of one core: more means the accept loop spins
START_TIMEOUT = 10        # seconds for the server to log that it is listening
STOP_TIMEOUT = 10         # seconds for the server to exit after SIGTERM
LIMIT_BUDGET = 30         # seconds for one limit, every step included
LOG_TAIL = 15             # server log lines printed when a limit fails
PASSWORD = "emfile check password"


class CheckFailed(Exception):
    pass


def check(condition, message):
    if not condition:
        raise CheckFailed(message)


def describe_exit(returncode):
    if returncode < 0:
        return f"killed by {signal.Signals(-returncode).name} (signal {-returncode})"
    return f"exit status {returncode}"


# --- the server ------------------------------------------------------------------------------------

def die_with_parent():
    """Runs in the child before exec: the kernel kills the server if this script dies, even by SIGKILL."""
    PR_SET_PDEATHSIG = 1
    ctypes.CDLL(None).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


class Server:
    """`reminders` under `prlimit --nofile=L:L`, in a temporary folder with a fresh database."""

    def __init__(self, executable, repo, limit, folder):
        self.log_path = os.path.join(folder, "server.log")
        command = [
            "prlimit", f"--nofile={limit}:{limit}", executable,
            "--host", HOST, "--port", "0", "--database", os.path.join(folder, "reminders.sqlite"),
            "--templates", os.path.join(repo, "Templates"), "--public", os.path.join(repo, "Public"),
            "--insecure-fast-password-hashing", "--log-level", "info",
        ]
        # close_fds (the default) so that the server holds no descriptor of ours; the folder as
        # working directory and LLVM_PROFILE_FILE so that a coverage build leaves no default.profraw.
        with open(self.log_path, "wb") as log:
            self.process = subprocess.Popen(
                command, cwd=folder, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                env={**os.environ, "LLVM_PROFILE_FILE": "/dev/null"}, preexec_fn=die_with_parent,
            )
        # prlimit execs the server: the child's pid is the server's.
        self.pid = self.process.pid
        self.stopping = False
        # "?" until it listens, and where its start line does not say.
        self.held_at_start = self.logged_held = self.logged_capacity = "?"

    def wait_until_listening(self):
        line = self.listening_line()
        # Counted at once, before any client: what the process holds on its own.
        self.held_at_start = len(os.listdir(f"/proc/{self.pid}/fd"))
        self.port = int(re.search(rf"listening on http://{re.escape(HOST)}:(\d+)", line).group(1))
        metadata = dict(re.findall(r"\b(descriptors-held|connection-capacity)=(\d+)", line))
        self.logged_held = metadata.get("descriptors-held", "?")
        self.logged_capacity = metadata.get("connection-capacity", "?")

    def listening_line(self):
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            self.check_alive()
            with open(self.log_path, encoding="utf-8", errors="replace") as log:
                for line in log:
                    if f"listening on http://{HOST}:" in line:
                        return line
            time.sleep(0.01)
        raise CheckFailed(f"the server did not log 'listening on http://{HOST}:…' within {START_TIMEOUT} s")

    def died(self):
        """Whether the server ended before this script sent it SIGTERM."""
        return not self.stopping and self.process.poll() is not None

    def check_alive(self):
        if self.died():
            raise CheckFailed(f"the server died: {describe_exit(self.process.returncode)}")

    def cpu_seconds(self):
        # utime and stime, fields 14 and 15 of /proc/PID/stat, after the parenthesised name.
        fields = open(f"/proc/{self.pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self):
        """SIGTERM, then the exit status (or a failure if it does not exit in time)."""
        self.check_alive()
        self.stopping = True
        self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(STOP_TIMEOUT)
        except subprocess.TimeoutExpired:
            raise CheckFailed(f"the server did not exit within {STOP_TIMEOUT} s of SIGTERM")

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def log_tail(self):
        with open(self.log_path, encoding="utf-8", errors="replace") as log:
            return log.read().splitlines()[-LOG_TAIL:]


# --- HTTP --------------------------------------------------------------------------------------------

class Forms(html.parser.HTMLParser):
    """Each post form of a page: its action and its fields' names and values."""

    def __init__(self, page):
        super().__init__()
        self.forms = []
        self.feed(page)

    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        if tag == "form" and attributes.get("method") == "post":
            self.forms.append({"action": attributes.get("action"), "fields": {}})
        elif tag == "input" and self.forms and attributes.get("name"):
            self.forms[-1]["fields"][attributes["name"]] = attributes.get("value") or ""

    def with_field(self, name, value=None):
        for form in self.forms:
            if name in form["fields"] and (value is None or form["fields"][name] == value):
                return form
        raise CheckFailed(f"no post form with a field {name}" + (f"={value}" if value else ""))


class Browser:
    """One request per connection, keeping the cookies the server sets."""

    def __init__(self, port):
        self.port = port
        self.cookies = {}

    def cookie_header(self):
        return "; ".join(f"{name}={value}" for name, value in self.cookies.items())

    def request(self, method, path, form=None):
        connection = http.client.HTTPConnection(HOST, self.port, timeout=SOCKET_TIMEOUT)
        try:
            headers = {"Cookie": self.cookie_header()}
            body = None
            if form is not None:
                headers["Content-Type"] = "application/x-www-form-urlencoded"
                body = urllib.parse.urlencode(form)
            connection.request(method, path, body, headers)
            response = connection.getresponse()
            page = response.read().decode("utf-8", errors="replace")
            for cookie in response.msg.get_all("Set-Cookie") or []:
                name, value = cookie.split(";", 1)[0].split("=", 1)
                if value:
                    self.cookies[name] = value
                else:
                    self.cookies.pop(name, None)
            return response.status, response.getheader("Location"), page
        finally:
            connection.close()

    def submit(self, form, **values):
        status, location, _ = self.request("POST", form["action"], {**form["fields"], **values})
        check(status == 303, f"POST {form['action']} answered {status}, not 303")
        return location


def sign_up_and_create_list(port):
    """Signs up and creates a list; returns the session's Cookie header and the list's path."""
    browser = Browser(port)
    _, _, page = browser.request("GET", "/sign-up")
    browser.submit(Forms(page).with_field("email"), email="emfile@example.com", displayName="EMFILE", password=PASSWORD)
    check("session" in browser.cookies, "signing up set no session cookie")
    _, _, page = browser.request("GET", "/")
    list_path = browser.submit(Forms(page).with_field("action", "createList"), name="Groceries")
    check(bool(list_path) and list_path.startswith("/lists/"), f"creating a list led to {list_path}")
    return browser.cookie_header(), list_path


def connect(port, timeout=SOCKET_TIMEOUT):
    connection = http.client.HTTPConnection(HOST, port, timeout=timeout)
    connection.connect()
    return connection


def status_of_get(connection, path, cookie):
    """The status of a GET on an open connection, or the name of the error that prevented one."""
    try:
        connection.request("GET", path, headers={"Cookie": cookie})
        response = connection.getresponse()
        response.read()
        return response.status
    except (OSError, http.client.HTTPException) as error:
        return type(error).__name__


# --- one limit ---------------------------------------------------------------------------------------

def check_limit(server, limit):
    """Runs the checks against a started server; returns what was measured, for the summary."""
    cookie, list_path = sign_up_and_create_list(server.port)

    clients = []
    for _ in range(limit + EXTRA_CLIENTS):
        try:
            clients.append(connect(server.port))
        except OSError as error:
            server.check_alive()
            raise CheckFailed(f"connection {len(clients) + 1} failed: {error}")
    try:
        server.check_alive()

        # Not spinning: the clients beyond capacity wait in the backlog, costing nothing.
        time.sleep(0.5)
        before, started = server.cpu_seconds(), time.monotonic()
        time.sleep(CPU_WINDOW)
        cpu = (server.cpu_seconds() - before) / (time.monotonic() - started)
        server.check_alive()
        check(cpu < CPU_LIMIT, f"server CPU {cpu:.0%} of a core over {CPU_WINDOW} s while clients wait in the backlog")

        # The clients the server holds are served, signed in (a list page, not the sign-in page).
        capacity = int(server.logged_capacity) if server.logged_capacity != "?" else limit - server.held_at_start
        first = max(1, min(40, capacity // 2))
        statuses = [status_of_get(client, list_path, cookie) for client in clients[:first]]
        server.check_alive()
        served = statuses.count(200)
        check(served == first, f"{served}/{first} held clients got 200 for GET {list_path}; got {sorted(set(map(str, statuses)))}")

        # Half the clients leave; the backlog is FIFO, so the first client still open beyond what
        # the server held is one that waited there.
        leaving = len(clients) // 2
        for client in clients[:leaving]:
            client.close()
        waiting = clients[max(leaving, capacity)]
        waiting.sock.settimeout(BACKLOG_TIMEOUT)
        left_at = time.monotonic()
        status = status_of_get(waiting, list_path, cookie)
        waited = time.monotonic() - left_at
        server.check_alive()
        check(status == 200, f"after {leaving} clients left, a waiting client got {status} after {waited:.1f} s")
    finally:
        for client in clients:
            client.close()

    fresh = connect(server.port, timeout=BACKLOG_TIMEOUT)
    try:
        fresh_status = status_of_get(fresh, list_path, cookie)
    finally:
        fresh.close()
    server.check_alive()
    check(fresh_status == 200, f"a fresh client got {fresh_status}")

    returncode = server.stop()
    check(returncode == 0, f"after SIGTERM the server ended with {describe_exit(returncode)}, not exit status 0")
    return f"CPU {cpu:.1%}, {served}/{first} held clients served, a waiting one in {waited:.2f} s, a fresh one, exit 0"


def run_limit(executable, repo, limit):
    """One limit from start to clean-up; prints its line and returns whether it passed."""
    with tempfile.TemporaryDirectory(prefix=f"emfile-check-{limit}-") as folder:
        server = Server(executable, repo, limit, folder)
        signal.alarm(LIMIT_BUDGET)
        try:
            server.wait_until_listening()
            summary, passed = check_limit(server, limit), True
        except (CheckFailed, OSError, http.client.HTTPException) as failure:
            passed = False
            # A dead server explains the refused or reset connections that follow.
            if server.died():
                summary = f"the server died: {describe_exit(server.process.returncode)}"
            else:
                summary = f"{failure}" if isinstance(failure, CheckFailed) else f"{type(failure).__name__}: {failure}"
        finally:
            signal.alarm(0)
            server.kill()
        print(f"limit {limit:>5}: {server.held_at_start} descriptors held at start "
              f"(descriptors-held={server.logged_held}), connection-capacity={server.logged_capacity}: "
              f"{'PASS' if passed else 'FAIL'} -- {summary}", flush=True)
        if not passed:
            print("  server log, last lines:")
            for line in server.log_tail() or ["(empty)"]:
                print("    " + line)
        return passed


def interrupt(signum, frame):
    raise SystemExit(128 + signum)  # unwinds through run_limit, which kills the server


def over_budget(signum, frame):
    raise CheckFailed(f"the checks took longer than {LIMIT_BUDGET} s")


def main():
    executable = os.path.abspath(sys.argv[1])
    limits = [int(limit) for limit in sys.argv[2:]]
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(signum, interrupt)
    signal.signal(signal.SIGALRM, over_budget)
    # This process holds every client: L + 300 sockets and some.
    needed = max(limits) + EXTRA_CLIENTS + 64
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < needed:
        if hard != resource.RLIM_INFINITY and hard < needed:
            sys.exit(f"emfile-check: needs {needed} descriptors for its clients; the hard limit is {hard}")
        resource.setrlimit(resource.RLIMIT_NOFILE, (needed, hard))
    results = [run_limit(executable, repo, limit) for limit in limits]
    print("EMFILE check:", "PASS" if all(results) else "FAIL")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
