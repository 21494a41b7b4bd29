#!/usr/bin/env python3
"""Forgot-password's answer time for an address that has an account and one that has none.

Run by hand, not in the test suite (issue 26 item 10: they differed by ~0.25 ms at the median):

    Benchmarks/forgot-password-timing.py [--binary .build/debug/reminders] [--samples 300]

It starts `reminders` on a free loopback port with a fresh database in a temporary folder
(cheap password hashes, `--sendmail true` so that reset mail is queued and handed over, and
`--trust-proxy` so that each request can come from an address of its own: the throttle allows
5 requests per address and 20 per client), signs up `--samples` accounts, then asks for reset
links alternately for a known address and an unknown one, each once, over one kept-alive
connection, and prints the median, the 10th and 90th percentiles of each and the difference of
the medians. Each request counts from the first byte sent to the last byte read.
"""

import argparse
import http.client
import os
import re
import shutil
import socket
import statistics
import subprocess
import tempfile
import time
import urllib.parse


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def client_address(index):
    return f"10.{(index >> 16) & 255}.{(index >> 8) & 255}.{index & 255}"


class Client:
    def __init__(self, port):
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.cookies = {}

    def request(self, method, path, fields=None, origin="10.0.0.1"):
        headers = {"X-Forwarded-For": origin, "X-Forwarded-Proto": "http"}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{name}={value}" for name, value in self.cookies.items())
        body = None
        if fields is not None:
            body = urllib.parse.urlencode(fields)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        start = time.perf_counter()
        self.connection.request(method, path, body=body, headers=headers)
        response = self.connection.getresponse()
        data = response.read()
        elapsed = time.perf_counter() - start
        for header, value in response.getheaders():
            if header.lower() == "set-cookie":
                name, _, rest = value.partition("=")
                self.cookies[name] = rest.split(";", 1)[0]
        return response.status, data.decode("utf-8", "replace"), elapsed

    def form_token(self, path):
        status, page, _ = self.request("GET", path)
        match = re.search(r'name="csrf" value="([^"]*)"', page)
        if status != 200 or not match:
            raise SystemExit(f"GET {path}: {status}, no form token")
        return match.group(1)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/debug/reminders")
    parser.add_argument("--samples", type=int, default=300)
    options = parser.parse_args()

    folder = tempfile.mkdtemp(prefix="forgot-timing-")
    port = free_port()
    server = subprocess.Popen(
        [
            options.binary, "--port", str(port), "--database", os.path.join(folder, "db.sqlite"),
            "--insecure-fast-password-hashing", "--sendmail", "true", "--trust-proxy", "--log-level", "error",
        ],
        stdout=subprocess.DEVNULL, stderr=open(os.path.join(folder, "server.log"), "w"), cwd=os.getcwd(),
    )
    try:
        deadline = time.time() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if time.time() > deadline or server.poll() is not None:
                    raise SystemExit("the server did not start; see " + folder)
                time.sleep(0.2)

        signing_up = Client(port)
        for index in range(options.samples):
            token = signing_up.form_token("/sign-up")
            status, _, _ = signing_up.request("POST", "/sign-up", {
                "csrf": token, "email": f"known{index}@example.com", "displayName": f"Known {index}",
                "password": f"plum tree {index} by the river", "timeZone": "", "next": "/",
            }, origin=client_address(100_000 + index))
            if status != 303:
                raise SystemExit(f"sign-up {index}: {status}")
            signing_up.cookies.pop("session", None)
            signing_up.cookies.pop("__Host-session", None)
        time.sleep(6)  # the confirmation mails handed over, so the worker is idle again

        asking = Client(port)
        token = asking.form_token("/forgot-password")
        known, unknown = [], []
        for index in range(options.samples):
            for kind, times in (("known", known), ("unknown", unknown)) if index % 2 == 0 else (("unknown", unknown), ("known", known)):
                status, _, elapsed = asking.request(
                    "POST", "/forgot-password", {"csrf": token, "email": f"{kind}{index}@example.com"},
                    origin=client_address(2 * index + (kind == "known")),
                )
                if status != 200:
                    raise SystemExit(f"forgot-password {kind}{index}: {status}")
                times.append(elapsed * 1000)

        for name, times in (("known", known), ("unknown", unknown)):
            print(f"{name:8} n={len(times)}  median {statistics.median(times):.3f} ms"
                  f"  p10 {percentile(times, 0.1):.3f} ms  p90 {percentile(times, 0.9):.3f} ms")
        print(f"median known - unknown: {statistics.median(known) - statistics.median(unknown):+.3f} ms")
    finally:
        server.terminate()
        server.wait(timeout=30)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
