#!/usr/bin/env bash
# Builds one fuzzer with libFuzzer and AddressSanitizer and runs it on its corpus.
# Usage: Fuzz/run.sh [http|multipart|icalendar] [seconds=600] [extra libFuzzer flags...]   (not part of CI)
#   http       the HTTP request decoder and what a handler decodes from a request (http-parser-fuzzer)
#   multipart  the multipart/form-data parser: the first line is the Content-Type, the rest the body
#   icalendar  the calendar import: the iCalendar reader and the VTODO decoder, and the export read back
# A bare number as the first argument runs the http fuzzer for that many seconds, as before.
set -euo pipefail
cd "$(dirname "$0")"
fuzzer=http
if [[ $# -gt 0 && ! $1 =~ ^[0-9]+$ ]]; then fuzzer=$1; shift; fi
seconds="${1:-600}"; shift || true
case "$fuzzer" in
  http) product=http-parser-fuzzer ;;
  multipart) product=multipart-fuzzer ;;
  icalendar) product=icalendar-fuzzer ;;
  *) echo "unknown fuzzer $fuzzer: http, multipart or icalendar" >&2; exit 64 ;;
esac
swift build -c release --product "$product" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
# The corpus grows in corpus/FUZZER (git-ignored), seeded from Seeds/FUZZER (committed).
mkdir -p "corpus/$fuzzer" crashes
cp -n Seeds/"$fuzzer"/* "corpus/$fuzzer/"
export SWIFT_BACKTRACE=enable=no
exec ".build/release/$product" "corpus/$fuzzer" -artifact_prefix="crashes/$fuzzer-" -max_total_time="$seconds" -print_final_stats=1 "$@"
