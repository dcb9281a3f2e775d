#!/usr/bin/env python3
"""Runs the benchmarks once and prints each Lasso result next to its plain-Swift baselines from
the same run, as ratios, then whether each target of the performance budget is met.

Usage (from Benchmarks/): python3 ratios.py [--runs N] [benchmark flags, e.g. --filter "dispatch.*"]

With --runs N (default 1) the benchmarks run N times; each figure is then the median over the
runs of its per-run value, and each ratio the median of the per-run ratios (a ratio always
compares two results of the same run).

Figures are per operation (package-benchmark divides each sample by its scaling factor), read from
the `histogramPercentiles` export: times in ns, allocations and bytes as counts."""
import glob
import os
import statistics
import subprocess
import sys
import tempfile

SUFFIX = ".histogram.percentiles.tsv"
BASELINES = ["baseline", "by hand"]


def run(flags):
    out = tempfile.mkdtemp(prefix="lasso-bench-")
    subprocess.run(
        ["swift", "package", "--disable-sandbox", "benchmark", "--no-progress",
         "--format", "histogramPercentiles", "--path", out] + flags,
        check=True, stdout=subprocess.DEVNULL)
    results = {}  # (benchmark, metric) -> {percentile: value}
    for path in glob.glob(os.path.join(out, "*" + SUFFIX)):
        # <baseline>.<target>.<benchmark, spaces as _>.<metric>.histogram.percentiles.tsv
        stem = os.path.basename(path)[: -len(SUFFIX)]
        _, _, rest = stem.split(".", 2)
        name, metric = rest.rsplit(".", 1)
        lines = open(path).read().splitlines()[1:]
        values = {int(p): float(v) for p, v in (line.split("\t") for line in lines if line)}
        results[(name.replace("_", " "), metric)] = values
    return results


class Runs:
    """The results of one or more runs: medians over the runs."""

    def __init__(self, runs):
        self.runs = runs

    def keys(self):
        return self.runs[0].keys()

    def value(self, name, metric, pct=50):
        values = [r[(name, metric)][pct] for r in self.runs if (name, metric) in r]
        return statistics.median(values) if values else None

    def ratio(self, name, base, metric, pct=50):
        ratios = []
        for r in self.runs:
            a, b = r.get((name, metric), {}).get(pct), r.get((base, metric), {}).get(pct)
            if a is None or b is None:
                continue
            ratios.append(a / b if b else (1.0 if a == 0 else float("inf")))
        return statistics.median(ratios) if ratios else None


def fmt(value, metric):
    if metric == "wallClock":
        if value >= 10_000_000:
            return f"{value / 1e6:,.1f} ms"
        if value >= 10_000:
            return f"{value / 1e3:,.1f} µs"
        return f"{value:,.0f} ns"
    return f"{value:,.0f}"


def fmt_ratio(value):
    return "∞" if value == float("inf") else f"{value:.2f}"


def main():
    flags = sys.argv[1:]
    count = 1
    if "--runs" in flags:
        at = flags.index("--runs")
        count = int(flags[at + 1])
        del flags[at : at + 2]
    results = Runs([run(flags) for _ in range(count)])
    p = results.value
    cases = sorted({n[: -len(" · lasso")] for n, _ in results.keys() if n.endswith(" · lasso")})

    runs = f"median of {count} runs of " if count > 1 else ""
    print(f"Per operation; times are the {runs}the median (p50) of the samples, p90 in brackets;")
    print("allocations are the largest count of any sample (p100). ratio = lasso / baseline,")
    print("all from the same run. 'baseline': the budget's hand-written store (one closure per")
    print("observer comparing key-path values) or the plain-Swift equivalent; 'by hand': code")
    print("written for this one state (fields read directly, compared once per field).\n")
    header = f"{'benchmark':<66} {'lasso':>19} {'baseline':>10} {'ratio':>6} {'by hand':>9} {'ratio':>6}"
    print(header)
    print("-" * len(header))
    for case in cases:
        for metric, pct in (("wallClock", 50), ("mallocCountTotal", 100)):
            lasso = p(case + " · lasso", metric, pct)
            if lasso is None:
                continue
            label = case if metric == "wallClock" else "  allocations"
            shown = fmt(lasso, metric)
            if metric == "wallClock":
                shown += f" [{fmt(p(case + ' · lasso', metric, 90), metric)}]"
            line = f"{label:<66} {shown:>19}"
            for variant in BASELINES:
                base = p(f"{case} · {variant}", metric, pct)
                if base is None:
                    line += f" {'':>10} {'':>6}" if variant == "baseline" else ""
                    continue
                r = results.ratio(f"{case} · lasso", f"{case} · {variant}", metric, pct)
                line += f" {fmt(base, metric):>10} {fmt_ratio(r):>6}"
            print(line)

    memory = sorted(n for n, _ in results.keys() if n.startswith("memory: "))
    if memory:
        print("\nMemory retained per object (bytes allocated and not freed, median):")
        for name in sorted(set(memory)):
            print(f"  {name[len('memory: '):]:<62} {fmt(p(name, 'memoryLeakedBytes') or 0, 'bytes'):>8} B")
        store = p("memory: a store", "memoryLeakedBytes")
        ten = p("memory: a store with 10 observers", "memoryLeakedBytes")
        hundred = p("memory: a store with 100 observers", "memoryLeakedBytes")
        if None not in (store, ten, hundred):
            # Both stores observe the same nine key paths; the second has 90 more observers.
            extra = (hundred - ten) / 90
            group = (ten - store - 10 * extra) / 9
            print(f"  {'per observer, 100 observers over nine fields':<62} {(hundred - store) / 100:>8.0f} B")
            print(f"  {'per observer, 10 observers over nine fields':<62} {(ten - store) / 10:>8.0f} B")
            print(f"  {'  of which: the first observer of a key path (its group)':<62} {group:>8.0f} B")
            print(f"  {'  of which: each further observer of the same key path':<62} {extra:>8.0f} B")

    print("\nBudget (Lasso, p50):")
    zero = p("dispatch, 0 observers · lasso", "wallClock")
    hundred = p("dispatch, 100 observers · lasso", "wallClock")
    checks = []
    if zero is not None:
        checks.append((f"a dispatch with no observers: {zero:.0f} ns < 50 ns", zero < 50))
    if hundred is not None:
        checks.append((f"a dispatch with 100 observers: {hundred:.0f} ns < 1,050 ns", hundred < 1050))
    if zero is not None and hundred is not None:
        each = (hundred - zero) / 100
        checks.append((f"each unchanged observer: {each:.1f} ns < 10 ns", each < 10))
    for label in ("a scalar", "an element"):
        big = p(f"dispatch, 100k-element state, {label} changes, 100 observers · lasso", "wallClock")
        if big is not None and hundred is not None:
            checks.append((
                f"100k-element state, {label} changes: {big:.0f} ns vs {hundred:.0f} ns for the"
                f" small state (×{big / hundred:.2f}; ≈ means within ×1.5)", big < 1.5 * hundred))
    allocating = [
        case for case in cases if case.startswith("dispatch")
        and (p(case + " · lasso", "mallocCountTotal", 100) or 0) > 0]
    if any(case.startswith("dispatch") for case in cases):
        checks.append(("no allocation per dispatch (every sample of every dispatch benchmark)"
                       + (f"; allocating: {', '.join(allocating)}" if allocating else ""),
                       not allocating))
    for text, met in checks:
        print(f"  [{'met' if met else 'MISSED'}] {text}")


if __name__ == "__main__":
    main()
