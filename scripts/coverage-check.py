#!/usr/bin/env python3
"""Checks line coverage per target from the llvm-cov JSON that `swift test --enable-code-coverage`
writes, against the blueprint's figures. Usage: coverage-check.py CODECOV_JSON [Target=percent ...]
A target with no source file in the report fails: a gate must never pass by accident."""
import json
import sys
from collections import defaultdict

DEFAULT_GATES = {"Entities": 100.0, "Domain": 100.0, "Presentation": 90.0, "Data": 80.0}


def main() -> int:
    if len(sys.argv) < 2:
        print(__doc__)
        return 64
    gates = dict(DEFAULT_GATES)
    for argument in sys.argv[2:]:
        name, _, percent = argument.partition("=")
        gates[name] = float(percent)
    with open(sys.argv[1]) as handle:
        report = json.load(handle)
    covered, total = defaultdict(int), defaultdict(int)
    for entry in report["data"]:
        for file in entry["files"]:
            path = file["filename"]
            if "/Sources/" not in path or "/.build/" in path:
                continue
            target = path.split("/Sources/", 1)[1].split("/", 1)[0]
            covered[target] += file["summary"]["lines"]["covered"]
            total[target] += file["summary"]["lines"]["count"]
    failed = False
    print(f"{'target':<14}{'lines':>14}{'coverage':>10}{'gate':>8}")
    for target in sorted(set(total) | set(gates)):
        count = total.get(target, 0)
        percent = 100.0 * covered[target] / count if count else 0.0
        gate = gates.get(target)
        verdict = ""
        if gate is not None:
            ok = count > 0 and percent + 1e-9 >= gate
            verdict = "ok" if ok else "FAIL"
            failed |= not ok
        gate_text = f"{gate:.0f}%" if gate is not None else "-"
        print(f"{target:<14}{covered[target]:>6}/{count:<7}{percent:>9.1f}%{gate_text:>8}  {verdict}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
