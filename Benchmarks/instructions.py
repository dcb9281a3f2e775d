#!/usr/bin/env python3
"""The cost of the recorder compiled in but off, in instructions and in time per dispatch.

Usage (from Benchmarks/): python3 instructions.py [--processes N]

Builds `lasso-counts` (release; see gate.py), then, for a store with 0 and with 10 observers
(`recorder off: 1,000 dispatches, N observers`), compares `dispatchAction` with a direct call of
`handleAction`, which is all `dispatchAction` did before the recorder:

- instructions per dispatch, counted by valgrind as gate.py counts them (callgrind, the measured
  function only). A count does not change with the machine's load; needs `valgrind` on the PATH.
- nanoseconds per dispatch, the median over N processes of each (default 25) of 2,000,000
  dispatches, alternating: the layout of memory differs between processes and moves a loop this
  short by tens of percent, so one process's figure says little."""
import re
import statistics
import subprocess
import sys

import gate

DISPATCHES_PER_OPERATION = 1_000  # the case's operation is a loop of 1,000 dispatches


def nanoseconds(binary, key, variant):
    out = subprocess.run([binary, "run", key, variant, "2000", "--time"],
                         capture_output=True, text=True, check=True).stdout
    return float(re.search(r"^nanoseconds (\S+)$", out, re.MULTILINE).group(1)) \
        / DISPATCHES_PER_OPERATION


def main():
    processes = 25
    if "--processes" in sys.argv:
        processes = int(sys.argv[sys.argv.index("--processes") + 1])
    binary = gate.build()
    print("Per dispatch: dispatchAction (the recorder compiled in, off) / handleAction alone")
    print(f"{'observers':<10} {'instructions':>22} {'ratio':>6} {'ns (median of ' + str(processes) + ')':>24} {'ratio':>6}")
    for observers in (0, 10):
        key = f"recorder-off-{observers}"
        dispatch = gate.count(binary, key, "lasso")["instructions"] / DISPATCHES_PER_OPERATION
        handle = gate.count(binary, key, "baseline")["instructions"] / DISPATCHES_PER_OPERATION
        times = {"lasso": [], "baseline": []}
        for _ in range(processes):
            for variant in times:
                times[variant].append(nanoseconds(binary, key, variant))
        d, h = statistics.median(times["lasso"]), statistics.median(times["baseline"])
        print(f"{observers:<10} {dispatch:>10.1f} vs {handle:>9.1f} {dispatch / handle:>6.2f}"
              f" {d:>11.2f} vs {h:>9.2f} {d / h:>6.2f}")


if __name__ == "__main__":
    main()
