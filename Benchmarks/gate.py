#!/usr/bin/env python3
"""The performance gate: counts what each hot path costs and compares it with budget.json.

Usage (from Benchmarks/, or with the path to this file from anywhere):
  python3 gate.py                 count every hot path, compare with the budget (CI runs this)
  python3 gate.py --update        count, then write the counts to budget.json as the new budget
  python3 gate.py --only KEY ...  count only these paths (keys as in budget.json); no failure for
                                  the others
  python3 gate.py --smoke         run every package-benchmark benchmark once, briefly (CI runs
                                  this too): fails if one crashes

Times on a shared machine move by 2x from run to run, so the gate counts instead: for each hot
path (`lasso-counts list`), Lasso's variant and its hand-written baselines each run COUNT
operations in `lasso-counts` (Tools/LassoCounts, the same bodies as the package-benchmark
benchmarks) under valgrind's callgrind, which counts the instructions executed inside the measured
function only (start-up and warm-up are left out); the program counts the heap allocations of the
same operations itself. Both counts are per operation and the same from run to run.

A path whose Lasso variant costs more than 10 % above its budget, in instructions or allocations,
fails the gate; the message names the path, the budgeted and the new counts, and the command that
updates the budget when the change is deliberate. The baselines are counted in the same run and
shown beside it, as ratios; they do not fail the gate (they move only with the compiler).

Needs valgrind (`apt-get install valgrind`) and objcopy (binutils). The counts depend on the
compiler and the architecture: budget.json records the toolchain it was taken with."""
import concurrent.futures
import datetime
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BUDGET = os.path.join(HERE, "budget.json")
TOLERANCE = 0.10
# Operations counted per run: enough that the measured function's own few dozen instructions are
# below 0.1 per operation; fewer for paths that cost hundreds of thousands of instructions each.
COUNTS = {"flow-10": 5, "recorder-off-0": 20, "recorder-off-10": 20,
          # The layout solver's: whole systems built (millions of instructions each) or re-solved.
          "layout-chain-1000": 3, "layout-chain-10000": 1, "layout-chain-resolve-1000": 50,
          "layout-chain-resolve-10000": 5, "layout-grid-30": 2, "layout-grid-resolve-30": 50,
          "layout-same-priority-200": 3,
          # A 1,000-view screen through UIKit's API: laid out from scratch, and one constant
          # changed and laid out again (an animation frame).
          "layout-screen-1000": 2, "layout-screen-frame-1000": 10}
DEFAULT_COUNT = 1_000
UPDATE_COMMAND = "cd Benchmarks && python3 gate.py --update   # then commit budget.json"
# The speed goals of issue #23, checked on the counts (reported, not enforced).
GOALS = [
    ("screen", "baseline", 1.5, "a screen created and released"),
    ("vsm-observe", "baseline", 2.0, "VSM's synchronous observe, rendered"),
    ("dispatch-10", "by hand", 3.0, "a dispatch with 10 unchanged observers"),
    ("dispatch-100", "by hand", 3.0, "a dispatch with 100 unchanged observers"),
]

# The layout solver's growth (issue #37: 10x the views costs at most 12x), on the counts: enforced.
# Instructions leave out what the caches add (timed by layout_ratios.py), so a ratio near 10 here
# is the work growing linearly; superlinear work (a scan of every row per change) fails at once.
GROWTH = [
    ("layout-chain-10000", "layout-chain-1000", 12.0, "building and solving a chain of views"),
    ("layout-chain-resolve-10000", "layout-chain-resolve-1000", 12.0,
     "re-solving a chain after one change, reading every view"),
]


def toolchain():
    out = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout
    return out.splitlines()[0].strip() if out else "unknown"


def build():
    """Builds lasso-counts (release) and returns a copy without debug information: valgrind 3.19
    (Debian 12) cannot read the DWARF 5 that Swift 6 writes, and needs only the symbols."""
    subprocess.run(["swift", "build", "-c", "release", "--product", "lasso-counts"],
                   cwd=HERE, check=True, stdout=subprocess.DEVNULL)
    binary = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=HERE,
                            check=True, capture_output=True, text=True).stdout.strip()
    stripped = os.path.join(tempfile.mkdtemp(prefix="lasso-gate-"), "lasso-counts")
    subprocess.run(["objcopy", "--strip-debug", os.path.join(binary, "lasso-counts"), stripped],
                   check=True)
    return stripped


def paths(binary):
    """The hot paths: key -> (name, [variants])."""
    out = subprocess.run([binary, "list"], check=True, capture_output=True, text=True).stdout
    result = {}
    for line in out.splitlines():
        key, variants, name = line.split("\t")
        result[key] = (name, variants.split(","))
    return result


def count(binary, key, variant):
    """Instructions and allocations per operation of one variant of one path."""
    operations = COUNTS.get(key, DEFAULT_COUNT)
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
         "--collect-atstart=no", "--toggle-collect=*measuredOperations*",
         binary, "run", key, variant, str(operations)],
        capture_output=True, text=True,
        # Swift seeds its hashing per process; deterministic hashing keeps a dictionary's layout,
        # and so its instruction counts, the same from run to run.
        env=dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1"))
    collected = re.search(r"Collected\s*:\s*(\d+)", run.stderr)
    allocations = re.search(r"^allocations (\d+)$", run.stdout, re.MULTILINE)
    if run.returncode != 0 or not collected or not allocations:
        raise RuntimeError(f"lasso-counts run {key} {variant} failed (status {run.returncode}):\n"
                           + run.stdout + run.stderr[-3000:])
    return {"instructions": round(int(collected.group(1)) / operations, 1),
            "allocations": round(int(allocations.group(1)) / operations, 2)}


def measure(binary, selected):
    jobs = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for key, (name, variants) in selected.items():
            for variant in variants:
                jobs[(key, variant)] = pool.submit(count, binary, key, variant)
    results = {}
    for (key, variant), job in jobs.items():
        name = selected[key][0]
        entry = results.setdefault(key, {"name": name, "operations": COUNTS.get(key, DEFAULT_COUNT)})
        entry[variant] = job.result()
    return results


def number(value):
    return f"{value:,.1f}" if value != int(value) else f"{int(value):,}"


def change(new, old):
    if old == 0:
        return "new" if new > 0 else "="
    return f"{(new - old) / old:+.1%}"


def over(new, old):
    return new > old * (1 + TOLERANCE) + 1e-9


def report(results, budget):
    """Prints the table; returns the failures."""
    failures = []
    header = (f"{'path':<24} {'instructions/op':>15} {'budget':>11} {'change':>7}"
              f" {'allocs/op':>9} {'budget':>6}   {'baseline':>10} {'ratio':>6}"
              f" {'by hand':>9} {'ratio':>6}")
    print(header)
    print("-" * len(header))
    for key, entry in results.items():
        lasso = entry["lasso"]
        budgeted = budget.get(key, {}).get("lasso")
        line = f"{key:<24} {number(lasso['instructions']):>15}"
        if budgeted:
            line += (f" {number(budgeted['instructions']):>11}"
                     f" {change(lasso['instructions'], budgeted['instructions']):>7}"
                     f" {number(lasso['allocations']):>9} {number(budgeted['allocations']):>6}")
            for metric in ("instructions", "allocations"):
                if over(lasso[metric], budgeted[metric]):
                    failures.append((key, entry["name"], metric, budgeted[metric], lasso[metric]))
        else:
            line += f" {'(none)':>11} {'':>7} {number(lasso['allocations']):>9} {'':>6}"
        for variant in ("baseline", "by hand"):
            if variant in entry:
                base = entry[variant]["instructions"]
                ratio = lasso["instructions"] / base if base else float("inf")
                line += f"   {number(base):>10} {ratio:>6.2f}" if variant == "baseline" else \
                    f" {number(base):>9} {ratio:>6.2f}"
        print(line)
        for variant in ("baseline", "by hand"):
            old = budget.get(key, {}).get(variant)
            if old and variant in entry and over(entry[variant]["instructions"], old["instructions"]):
                print(f"  note: {key}'s {variant} costs {change(entry[variant]['instructions'], old['instructions'])}"
                      " more than when the budget was taken (the compiler changed?)")
    return failures


def goals(results):
    print("\nSpeed goals (instructions per operation, Lasso / its baseline; reported, not enforced):")
    for key, variant, limit, label in GOALS:
        entry = results.get(key)
        if not entry or variant not in entry:
            continue
        ratio = entry["lasso"]["instructions"] / entry[variant]["instructions"]
        verdict = "met" if ratio <= limit else "MISSED"
        print(f"  [{verdict}] {label}: ×{ratio:.2f} of {variant} (goal ≤ ×{limit})")


def growth(results):
    """Prints the layout solver's growth per 10x the views; returns the failures."""
    failures = []
    for large, small, limit, label in GROWTH:
        if large not in results or small not in results:
            continue
        ratio = results[large]["lasso"]["instructions"] / results[small]["lasso"]["instructions"]
        verdict = "met" if ratio <= limit else "FAILED"
        print(f"  [{verdict}] {label}: x{ratio:.2f} for 10x the views (limit x{limit:g})")
        if ratio > limit:
            failures.append((large, label, "growth", limit, round(ratio, 2)))
    return failures


def smoke():
    """Every package-benchmark benchmark, one sample each (LASSO_BENCHMARK_SMOKE, read by the
    benchmark target). package-benchmark exits non-zero when a benchmark crashes."""
    run = subprocess.run(
        ["swift", "package", "--disable-sandbox", "benchmark", "--no-progress", "--format",
         "markdown"], cwd=HERE, capture_output=True, text=True,
        env=dict(os.environ, LASSO_BENCHMARK_SMOKE="1"))
    ran = len(re.findall(r"^### ", run.stdout, re.MULTILINE))
    if run.returncode != 0:
        print(run.stdout[-4000:] + run.stderr[-4000:])
        print(f"== benchmark smoke run FAILED (status {run.returncode}): a benchmark crashed or"
              " did not build; run `swift package --disable-sandbox benchmark` in Benchmarks/ to see it")
        return 1
    print(f"== benchmark smoke run: {ran} benchmarks ran once each, none crashed")
    return 0


def main():
    args = sys.argv[1:]
    if "--smoke" in args:
        return smoke()
    for tool in ("valgrind", "objcopy"):
        if not shutil.which(tool):
            print(f"gate.py needs {tool}: apt-get install {'valgrind' if tool == 'valgrind' else 'binutils'}")
            return 2
    budget_file = json.load(open(BUDGET)) if os.path.exists(BUDGET) else {"paths": {}}
    budget = budget_file["paths"]
    binary = build()
    selected = paths(binary)
    if "--only" in args:
        keys = args[args.index("--only") + 1:]
        unknown = [key for key in keys if key not in selected]
        if unknown:
            print(f"unknown paths: {', '.join(unknown)}; known: {', '.join(selected)}")
            return 2
        selected = {key: selected[key] for key in keys}
    results = measure(binary, selected)
    built_with = toolchain()
    print(f"Counted with valgrind (callgrind), {built_with}, {platform.machine()};"
          f" budget taken with {budget_file.get('toolchain', 'nothing yet')}."
          f" Per operation; ratio = Lasso / baseline.\n")
    failures = report(results, budget)
    goals(results)
    if any(large in results for large, _, _, _ in GROWTH):
        print("\nThe layout solver's growth (instructions, enforced):")
        failures += growth(results)
    if "--update" in args:
        budget.update(results)
        budget_file = {
            "about": "The performance budget of the hot paths, per operation, counted by gate.py"
                     " (instructions under valgrind's callgrind, heap allocations). CI fails when"
                     " Lasso's variant of a path costs more than 10 % above these; the baselines"
                     " are counted beside it for the ratios. Update with `python3 gate.py"
                     " --update` when a change is deliberate, and say why in the commit.",
            "toolchain": built_with, "machine": platform.machine(),
            "updated": datetime.date.today().isoformat(), "tolerance": TOLERANCE,
            "paths": budget}
        with open(BUDGET, "w") as file:
            json.dump(budget_file, file, indent=2, ensure_ascii=False)
            file.write("\n")
        print(f"\nbudget.json updated ({len(results)} paths)")
        return 0
    missing = [key for key in results if key not in budget]
    if missing:
        print(f"\nNo budget yet for: {', '.join(missing)}. Add it with: {UPDATE_COMMAND}")
    if failures:
        print(f"\n== PERFORMANCE GATE FAILED: {len(failures)} count(s) more than"
              f" {TOLERANCE:.0%} above the budget (budget.json), or growing too fast")
        for key, name, metric, old, new in failures:
            if metric == "growth":
                print(f"  {key} ({name}): x{new} for 10x the views, above the limit x{old:g}")
                continue
            print(f"  {key} ({name}): {metric} per operation {number(old)} -> {number(new)}"
                  f" ({change(new, old)})")
        print("If the change is deliberate (it buys something worth its cost), update the budget"
              f" and say why in the commit:\n  {UPDATE_COMMAND}")
        return 1
    print(f"\n== performance gate: {len(results)} paths within {TOLERANCE:.0%} of their budget")
    return 0


if __name__ == "__main__":
    sys.exit(main())
