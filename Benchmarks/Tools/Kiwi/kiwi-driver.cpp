// Times kiwi's C++ core on the layout systems of `Sources/LayoutSolverCases` (the same systems,
// built in the same order), for `layout_ratios.py`. Ours; only the headers are kiwi's, fetched
// at benchmark time (never committed).
//
// usage: kiwi-driver CASE N REPETITIONS
//   chain          add and solve a chain of N views (left[i] == left[i-1] + width[i-1] + 8,
//                  width >= 10, width == 20 weak, left[0] == 0)
//   chain-resolve  the chain with left[0] edited (strong); one suggested value and re-solve
//   grid           add and solve an N x N grid of cells filling a container
//   grid-resolve   the grid; the container's width changes and the system is re-solved
//   priority       N constraints x == 0 of one strength, then x == 100 above them (kiwi's
//                  strengths are weights: weak for the many, strong for the one, so that the one
//                  wins as UIKit's priority 251 beats any number of 250s)
// prints: CASE N MEDIAN_NANOSECONDS CHECK (CHECK: a solved value, to compare with ours)
#include <kiwi/kiwi.h>

#include <algorithm>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace kiwi;

// The thread's CPU time: on a shared machine, wall time mostly measures the other builds.
static double nowNanoseconds() {
  timespec time;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time);
  return double(time.tv_sec) * 1e9 + double(time.tv_nsec);
}

struct Chain {
  std::vector<Variable> lefts, widths;
  void build(Solver& solver, int count, bool editFirst) {
    for (int index = 0; index < count; ++index) {
      Variable left, width;
      solver.addConstraint(width >= 10);
      solver.addConstraint((width == 20) | strength::weak);
      if (index == 0) {
        if (editFirst) {
          solver.addEditVariable(left, strength::strong);
          solver.suggestValue(left, 0);
        } else {
          solver.addConstraint(left == 0);
        }
      } else {
        solver.addConstraint(left == lefts[index - 1] + widths[index - 1] + 8);
      }
      lefts.push_back(left);
      widths.push_back(width);
    }
  }
};

struct Grid {
  Variable containerWidth, containerHeight;
  std::vector<Variable> lefts, tops, widths, heights;
  void build(Solver& solver, int side) {
    solver.addEditVariable(containerWidth, strength::strong);
    solver.addEditVariable(containerHeight, strength::strong);
    solver.suggestValue(containerWidth, 390);
    solver.suggestValue(containerHeight, 844);
    int count = side * side;
    lefts.resize(count);
    tops.resize(count);
    widths.resize(count);
    heights.resize(count);
    for (int row = 0; row < side; ++row) {
      for (int column = 0; column < side; ++column) {
        int cell = row * side + column;
        if (column == 0) {
          solver.addConstraint(lefts[cell] == 0);
        } else {
          solver.addConstraint(lefts[cell] == lefts[cell - 1] + widths[cell - 1]);
          solver.addConstraint(widths[cell] == widths[row * side]);
        }
        if (row == 0) {
          solver.addConstraint(tops[cell] == 0);
        } else {
          solver.addConstraint(tops[cell] == tops[cell - side] + heights[cell - side]);
          solver.addConstraint(heights[cell] == heights[column]);
        }
        if (column == side - 1) solver.addConstraint(lefts[cell] + widths[cell] == containerWidth);
        if (row == side - 1) solver.addConstraint(tops[cell] + heights[cell] == containerHeight);
      }
    }
  }
};

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: kiwi-driver chain|chain-resolve|grid|grid-resolve|priority N REPETITIONS\n");
    return 2;
  }
  std::string name = argv[1];
  int n = std::atoi(argv[2]);
  int repetitions = std::atoi(argv[3]);
  std::vector<double> samples;
  double check = 0;
  if (name == "priority") {
    for (int repetition = 0; repetition < repetitions; ++repetition) {
      double start = nowNanoseconds();
      Solver solver;
      Variable x;
      for (int index = 0; index < n; ++index) solver.addConstraint((x == 0) | strength::weak);
      solver.addConstraint((x == 100) | strength::strong);
      solver.updateVariables();
      check = x.value();
      samples.push_back(nowNanoseconds() - start);
    }
  } else if (name == "chain" || name == "grid") {
    for (int repetition = 0; repetition < repetitions; ++repetition) {
      double start = nowNanoseconds();
      Solver solver;
      if (name == "chain") {
        Chain chain;
        chain.build(solver, n, false);
        solver.updateVariables();
        check = chain.lefts.back().value();
      } else {
        Grid grid;
        grid.build(solver, n);
        solver.updateVariables();
        check = grid.lefts.back().value();
      }
      samples.push_back(nowNanoseconds() - start);
    }
  } else if (name == "chain-resolve" || name == "grid-resolve") {
    Solver solver;
    Chain chain;
    Grid grid;
    if (name == "chain-resolve") chain.build(solver, n, true);
    else grid.build(solver, n);
    solver.updateVariables();
    for (int repetition = 0; repetition < repetitions; ++repetition) {
      double value = (repetition % 2 == 0) ? 400 : 390;
      double start = nowNanoseconds();
      if (name == "chain-resolve") {
        solver.suggestValue(chain.lefts[0], value - 390);
        solver.updateVariables();
        check = chain.lefts.back().value();
      } else {
        solver.suggestValue(grid.containerWidth, value);
        solver.updateVariables();
        check = grid.lefts.back().value();
      }
      samples.push_back(nowNanoseconds() - start);
    }
  } else {
    std::fprintf(stderr, "unknown case %s\n", name.c_str());
    return 2;
  }
  std::sort(samples.begin(), samples.end());
  std::printf("%s %d %.0f %.6f\n", name.c_str(), n, samples[samples.size() / 2], check);
  return 0;
}
