# Sourced by the benchmark scripts (not run on its own).
#
# free_port: prints a free TCP port of 127.0.0.1.
free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# source_tree BIN: prints the source tree a `reminders` binary was built from (its Templates/ and
# Public/ are the ones it serves): $TREE when set, else the nearest folder above the binary that
# holds Package.swift.
source_tree() {
    if [[ -n ${TREE:-} ]]; then echo "$TREE"; return; fi
    local tree
    tree=$(cd "$(dirname "$1")" && pwd -P)
    while [[ $tree != / && ! -f $tree/Package.swift ]]; do tree=$(dirname "$tree"); done
    echo "$tree"
}
