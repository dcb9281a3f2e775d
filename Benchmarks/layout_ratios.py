#!/usr/bin/env python3
"""Times the layout solver (HeadlessUIKit's LayoutSolver) beside kiwi's C++ core on the same
systems, in the same run, and prints each figure, the ratio to kiwi's and the growth per 10x.

Usage (from Benchmarks/): python3 layout_ratios.py [--kiwi-large] [--no-build] [--screen-only]

A second table times a screen laid out through UIKit's API (anchors and `layoutIfNeeded()`, from
scratch and after one constant changed) beside the same frames computed and assigned by hand in
plain Swift, in the same run; the two must give the same frames (`layout-times screen-check`).

kiwi is header-only C++: this script downloads its source distribution with pip into a cache
folder (never into the repository), and compiles our driver, Tools/Kiwi/kiwi-driver.cpp, with
g++ -O2 against its headers. Our side is `layout-times` (Tools/LayoutTimes), a release build.
Both build the systems of Sources/LayoutSolverCases in the same order, time them with the
thread's CPU time (on a shared machine wall time mostly measures the other builds), print the
median over repetitions, and a solved value, which must agree.

A second table gives the build's growth with the allocator's freed memory in the same state at
both sizes (see heap_states).

kiwi takes minutes to build the 10,000-view chain and the 100 x 100 grid (its rows grow with the
system): they are left out unless --kiwi-large is given.
"""
import glob
import os
import subprocess
import sys
import tarfile

HERE = os.path.dirname(os.path.abspath(__file__))
CACHE = os.path.join(
    os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")), "lasso-kiwi")

# (case, sizes, repetitions per size)
CASES = [
    ("chain", [100, 1000, 10000], {100: 21, 1000: 5, 10000: 1}),
    ("chain-resolve", [100, 1000, 10000], {100: 501, 1000: 201, 10000: 51}),
    ("grid", [10, 30, 100], {10: 21, 30: 3, 100: 1}),
    ("grid-resolve", [10, 30, 100], {10: 501, 30: 201, 100: 21}),
    ("priority", [200, 1000], {200: 21, 1000: 5}),
]
KIWI_SLOW = {("chain", 10000), ("grid", 100), ("grid-resolve", 100)}
DESCRIPTIONS = {
    "chain": "add and solve a chain of N views",
    "chain-resolve": "move the first of N chained views, re-solve, read all",
    "grid": "add and solve an NxN grid",
    "grid-resolve": "resize an NxN grid's container, re-solve, read all",
    "priority": "N constraints of one priority on one variable, one above them",
}


def kiwi_driver():
    os.makedirs(CACHE, exist_ok=True)
    driver = os.path.join(CACHE, "kiwi-driver")
    source = os.path.join(HERE, "Tools", "Kiwi", "kiwi-driver.cpp")
    if os.path.exists(driver) and os.path.getmtime(driver) > os.path.getmtime(source):
        return driver
    archives = glob.glob(os.path.join(CACHE, "kiwisolver-*.tar.gz"))
    if not archives:
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:",
             "kiwisolver", "-d", CACHE], check=True, stdout=subprocess.DEVNULL)
        archives = glob.glob(os.path.join(CACHE, "kiwisolver-*.tar.gz"))
    archive = sorted(archives)[-1]
    root = archive[: -len(".tar.gz")]
    if not os.path.isdir(root):
        with tarfile.open(archive) as tar:
            tar.extractall(CACHE, filter="data")
    subprocess.run(
        ["g++", "-O2", "-std=c++17", "-I", root, source, "-o", driver], check=True)
    return driver


def measure(program, case, size, repetitions, env=None):
    out = subprocess.run(
        [program, case, str(size), str(repetitions)], check=True, capture_output=True,
        text=True, env=env).stdout.split()
    return float(out[2]), float(out[3])


# The build's growth in time with the allocator's freed memory in the same state at both sizes.
# Repeated builds (the first table) compare unlike states: glibc keeps a 1,000-view system's few
# megabytes for the next repetition, and gives a 10,000-view system's back to the kernel, so that
# every repetition at 10,000 pays a page fault for each page it touches again (measured: about
# 2,700 faults a repetition at 10,000 views, none at 1,000; 2.5 us each on the CI machines).
# Here: the same repetitions with glibc told to keep freed memory (its documented tunables), and
# each size's first build in fresh processes (every page new at both sizes).
KEEP_FREED = "glibc.malloc.trim_threshold=4294967296:glibc.malloc.mmap_threshold=4294967296"
HEAP_SIZES = {100: 21, 1000: 15, 10000: 7}
FRESH_PROCESSES = 7


def has_glibc():
    try:
        return bool(os.confstr("CS_GNU_LIBC_VERSION"))
    except (ValueError, OSError):
        return False


def heap_states(program):
    """Prints the build's growth with freed memory kept, and from fresh processes."""
    states = []
    if has_glibc():
        env = dict(os.environ, GLIBC_TUNABLES=KEEP_FREED)
        states.append(("repeated, freed memory kept by glibc",
                       {n: measure(program, "chain", n, r, env)[0]
                        for n, r in HEAP_SIZES.items()}))
    fresh = {}
    for n in HEAP_SIZES:
        times = sorted(measure(program, "chain", n, 1)[0] for _ in range(FRESH_PROCESSES))
        fresh[n] = times[len(times) // 2]
    states.append((f"first build, median of {FRESH_PROCESSES} fresh processes", fresh))
    print("| add and solve a chain of N views | 100 | 1,000 | 10,000 | growth to 1,000 |"
          " growth to 10,000 |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for label, times in states:
        print(f"| {label} | {show(times[100])} | {show(times[1000])} | {show(times[10000])} |"
              f" x{times[1000] / times[100]:.1f} | x{times[10000] / times[1000]:.1f} |")


def show(nanoseconds):
    if nanoseconds is None:
        return "-"
    if nanoseconds >= 1e6:
        return f"{nanoseconds / 1e6:.2f} ms"
    return f"{nanoseconds / 1e3:.1f} us"


# A screen through UIKit's API beside the same frames by hand: (case, baseline, description);
# sizes in views, with repetitions.
SCREEN_CASES = [
    ("screen", "screen-baseline", "lay out a screen of N constrained views from scratch"),
    ("screen-change", "screen-change-baseline",
     "change one constant of N constrained views, lay out again"),
]
SCREEN_SIZES = {100: 21, 1000: 7}


def screens(program):
    """Prints the screen table; returns 1 when the two layouts disagree (the table is still
    printed, the disagreement first)."""
    status = 0
    for size in SCREEN_SIZES:
        check = subprocess.run([program, "screen-check", str(size), "1"], capture_output=True,
                               text=True)
        if check.returncode != 0:
            lines = check.stdout.splitlines()
            print(f"!! screen {size}: {len(lines)} frames differ from the hand-computed ones,"
                  f" the first: {lines[0] if lines else check.stderr[-500:]}")
            status = 1
    print("| case | N | UIKit's API | by hand | ratio | growth (UIKit's API, from the N before) |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for case, baseline, description in SCREEN_CASES:
        previous = None
        for size, repetitions in SCREEN_SIZES.items():
            ours, our_check = measure(program, case, size, repetitions)
            base, base_check = measure(program, baseline, size, repetitions)
            if abs(our_check - base_check) > 1e-6 * max(1, abs(base_check)):
                print(f"!! {case} {size}: frames differ ({our_check} vs {base_check})")
                status = 1
            growth = f"x{ours / previous:.1f}" if previous else ""
            print(f"| {description} | {size} | {show(ours)} | {show(base)} | {ours / base:.1f} |"
                  f" {growth} |")
            previous = ours
    return status


def main(args):
    if "--no-build" not in args:
        subprocess.run(
            ["swift", "build", "-c", "release", "--product", "layout-times"], cwd=HERE,
            check=True, stdout=subprocess.DEVNULL)
    ours_program = os.path.join(HERE, ".build", "release", "layout-times")
    if "--screen-only" in args:
        return screens(ours_program)
    kiwi_program = kiwi_driver()
    print("| case | N | LayoutSolver | kiwi | ratio | growth (ours, from the N before) |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for case, sizes, repetitions in CASES:
        previous = None
        for size in sizes:
            ours, our_check = measure(ours_program, case, size, repetitions[size])
            kiwi = None
            if (case, size) not in KIWI_SLOW or "--kiwi-large" in args:
                kiwi, kiwi_check = measure(kiwi_program, case, size, repetitions[size])
                if abs(our_check - kiwi_check) > 1e-6 * max(1, abs(kiwi_check)):
                    print(f"!! {case} {size}: solutions differ ({our_check} vs {kiwi_check})")
                    return 1
            ratio = f"{ours / kiwi:.3f}" if kiwi else "-"
            growth = f"x{ours / previous:.1f}" if previous else ""
            print(f"| {DESCRIPTIONS[case]} | {size} | {show(ours)} | {show(kiwi)} | {ratio} |"
                  f" {growth} |")
            previous = ours
    print()
    heap_states(ours_program)
    print()
    return screens(ours_program)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
