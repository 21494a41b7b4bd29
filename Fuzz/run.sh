#!/usr/bin/env bash
# Builds the request-parser fuzzer with libFuzzer and AddressSanitizer and runs it.
# Usage: Fuzz/run.sh [seconds=600] [extra libFuzzer flags...]   (not part of CI)
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-600}"; shift || true
swift build -c release --product http-parser-fuzzer \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
mkdir -p corpus crashes
# Seed the corpus with a few well-formed and malformed requests.
printf 'GET / HTTP/1.1\r\nHost: a\r\n\r\n' > corpus/get
printf 'POST /f HTTP/1.1\r\nHost: a\r\nContent-Length: 7\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\na=1&b=%%20' > corpus/form
printf 'POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5;x=y\r\nhello\r\n0\r\nT: 1\r\n\r\n' > corpus/chunked
printf 'GET /a%%2Fb?q=%%C3%%A9 HTTP/1.0\r\nCookie: a=1; b="2"\r\nExpect: 100-continue\r\n\r\n' > corpus/misc
printf 'POST /u HTTP/1.1\r\nHost: a\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 162\r\n\r\n--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b\r\nContent-Disposition: form-data; name="f"; filename="x.ics"\r\nContent-Type: text/calendar\r\n\r\nBEGIN\r\n--b--\r\n' > corpus/multipart
export SWIFT_BACKTRACE=enable=no
exec .build/release/http-parser-fuzzer corpus -artifact_prefix=crashes/ -max_total_time="$seconds" -print_final_stats=1 "$@"
