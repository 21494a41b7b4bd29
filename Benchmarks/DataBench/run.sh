#!/bin/sh
# Builds the benchmark in release mode and runs it: seeds a fresh database in a temporary folder
# (100,000 reminders in one list, 50 in another), then prints the median and p90 of each query.
# Arguments: [runs per query, default 200] [reminders in the big list, default 100000].
# DATABENCH_KEEP=folder keeps the seeded database there (it must not hold one already).
set -e
cd "$(dirname "$0")"
# A path dependency's new source files are seen only with a fresh build manifest (see PageBench/run.sh).
rm -f .build/release.yaml
nice swift build -c release --product DataBench
exec .build/release/DataBench "$@"
