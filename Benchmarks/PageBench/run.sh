#!/usr/bin/env bash
# Builds PageBench in release mode and runs it: ./run.sh [runs per stage] [size of the big list]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
# SwiftPM keeps a path dependency's list of source files in the build manifest: remove it so that
# files added to the app since the last build are compiled (costs a second, not a rebuild).
rm -f .build/release.yaml
nice swift build -c release
.build/release/PageBench "$@"
