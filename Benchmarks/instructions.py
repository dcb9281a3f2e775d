#!/usr/bin/env python3
"""The cost of the recorder compiled in but off, in instructions and in time per dispatch.

Usage (from Benchmarks/): python3 instructions.py [--processes N]

Builds `dispatch-instructions` (release), then, for a store with 0 and with 10 observers (of one
value that does not change), compares `dispatchAction` with a direct call of `handleAction`,
which is all `dispatchAction` did before the recorder:

- instructions per action, counted by valgrind (cachegrind, no cache simulation) as the
  difference between runs of 100,000 and 200,000 actions, so start-up cancels out. A count does
  not change with the machine's load; needs `valgrind` on the PATH.
- nanoseconds per action, the median over N processes of each (default 25) of 2,000,000
  actions, alternating: the layout of memory differs between processes and moves a loop this
  short by tens of percent, so one process's figure says little."""
import re
import statistics
import subprocess
import sys

BINARY = ".build/release/dispatch-instructions"


def instructions(mode, observers, count):
    out = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
         BINARY, mode, str(observers), str(count)],
        capture_output=True, text=True, check=True).stderr
    return int(re.search(r"I\s+refs:\s+([\d,]+)", out).group(1).replace(",", ""))


def per_action(mode, observers):
    return (instructions(mode, observers, 200_000) - instructions(mode, observers, 100_000)) / 100_000


def nanoseconds(mode, observers):
    out = subprocess.run([BINARY, mode, str(observers), "2000000"],
                         capture_output=True, text=True, check=True).stdout
    return float(out.split()[1])


def main():
    processes = 25
    if "--processes" in sys.argv:
        processes = int(sys.argv[sys.argv.index("--processes") + 1])
    subprocess.run(["swift", "build", "-c", "release", "--product", "dispatch-instructions"],
                   check=True, stdout=subprocess.DEVNULL)
    print("Per action: dispatchAction (the recorder compiled in, off) / handleAction alone")
    print(f"{'observers':<10} {'instructions':>22} {'ratio':>6} {'ns (median of ' + str(processes) + ')':>24} {'ratio':>6}")
    for observers in (0, 10):
        dispatch, handle = per_action("dispatch", observers), per_action("handle", observers)
        times = {"dispatch": [], "handle": []}
        for _ in range(processes):
            for mode in times:
                times[mode].append(nanoseconds(mode, observers))
        d, h = statistics.median(times["dispatch"]), statistics.median(times["handle"])
        print(f"{observers:<10} {dispatch:>10.1f} vs {handle:>9.1f} {dispatch / handle:>6.2f}"
              f" {d:>11.2f} vs {h:>9.2f} {d / h:>6.2f}")


if __name__ == "__main__":
    main()
