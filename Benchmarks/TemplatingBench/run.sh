#!/bin/sh
# Builds the benchmark in release mode and runs it: median and p90 µs per render of the
# benchmark page, our engine beside swift-mustache, from the same Swift structs.
set -e
cd "$(dirname "$0")"
nice swift build -c release --product TemplatingBench
exec .build/release/TemplatingBench "$@"
