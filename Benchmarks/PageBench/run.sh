#!/usr/bin/env bash
# Builds PageBench in release mode and runs it: ./run.sh [runs per stage] [size of the big list]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
# A path dependency's newly added files are planned only on the next build: try once more.
nice swift build -c release >/dev/null 2>&1 || nice swift build -c release
.build/release/PageBench "$@"
