#!/usr/bin/env python3
"""Runs the benchmarks once and prints each Lasso result next to its plain-Swift baseline from
the same run, as a ratio. Usage (from Benchmarks/): python3 ratios.py [extra benchmark flags]"""
import glob
import json
import os
import subprocess
import sys
import tempfile

# Times come per sample of a thousand operations (the benchmarks' scaling factor); counts come
# per operation with the scale as their unit. Both are converted to one operation.
PER_OPERATION = {"ns": 1e-3, "μs": 1, "us": 1, "ms": 1e3, "s": 1e6, "#": 1, "K": 1, "M": 1}


def run():
    out = tempfile.mkdtemp(prefix="lasso-bench-")
    subprocess.run(
        ["swift", "package", "--disable-sandbox", "benchmark", "--no-progress",
         "--format", "jsonSmallerIsBetter", "--path", out] + sys.argv[1:],
        check=True, stdout=subprocess.DEVNULL)
    return json.load(open(glob.glob(os.path.join(out, "*.json"))[0]))


def main():
    results = {}
    for entry in run():
        name, metric = entry["name"].rsplit(" - ", 1)
        scale = PER_OPERATION.get(entry["unit"], 1)
        results[(name, metric)] = entry["value"] * scale
    print("Per operation, p90 of the run; ratio = lasso / baseline (same run).")
    print(f"{'benchmark':<62} {'metric':<18} {'lasso':>13} {'baseline':>10} {'ratio':>7}")
    for (name, metric), value in sorted(results.items()):
        if not name.endswith(" · lasso"):
            continue
        case = name[: -len(" · lasso")]
        baseline = results.get((case + " · baseline", metric))
        if baseline is None:
            continue
        ratio = f"{value / baseline:.2f}" if baseline else ("1.00" if value == 0 else "∞")
        unit = "ns" if "Time" in metric else "#"
        print(f"{case:<62} {metric:<18} {value:>10.0f} {unit:<2} {baseline:>10.0f} {ratio:>7}")
    for (name, metric), value in sorted(results.items()):
        if name.startswith("memory: "):
            print(f"{name:<62} {metric:<18} {value:>10.0f} per object")


if __name__ == "__main__":
    main()
