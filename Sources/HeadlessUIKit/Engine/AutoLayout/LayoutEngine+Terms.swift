#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension LayoutEngine {
    /// One term of an engine constraint: a solver variable's id and its coefficient.
    typealias Term = (variable: Int32, coefficient: Double)

    /// An engine constraint's terms, the first six held inline: a constraint between siblings,
    /// or between a view and its superview's guide, has two to five, so describing one allocates
    /// nothing (a pass describes every constraint of the tree; an array per description was a
    /// quarter of a 1,000-view screen's first layout). Items nested deeper spill over, into
    /// ``Spills``: a `Terms` holds no reference, so that a description is copied and dropped as
    /// plain bytes (their copies, retains and releases were 4 % of that first layout).
    struct Terms {
      static let inlineCapacity = 6
      private var inline: (Term, Term, Term, Term, Term, Term) = (
        (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)
      )
      /// The terms past the inline ones: an index in ``Spills/stored``; -1 while none.
      private var spill: Int32 = -1
      private(set) var count = 0

      subscript(index: Int) -> Term {
        get {
          guard index < Self.inlineCapacity else {
            return spilled[index - Self.inlineCapacity]
          }
          return withUnsafeBytes(of: inline) {
            $0.load(fromByteOffset: index * MemoryLayout<Term>.stride, as: Term.self)
          }
        }
        set {
          guard index < Self.inlineCapacity else {
            var spilled = self.spilled
            spilled[index - Self.inlineCapacity] = newValue
            spill = Self.store(spilled)
            return
          }
          withUnsafeMutableBytes(of: &inline) {
            $0.storeBytes(
              of: newValue, toByteOffset: index * MemoryLayout<Term>.stride, as: Term.self)
          }
        }
      }

      /// The spilled terms. Engines run on the main actor (a `Terms` is not isolated itself:
      /// its inline terms are read in closures a main-actor type would check the executor in).
      private var spilled: [Term] {
        let spill = self.spill
        return MainActor.assumeIsolated { Spills.stored[Int(spill)] }
      }

      /// Stores a spill (see ``Spills``); returns its index.
      private static func store(_ terms: [Term]) -> Int32 {
        MainActor.assumeIsolated {
          Spills.stored.append(terms)
          return Int32(Spills.stored.count - 1)
        }
      }

      mutating func append(_ term: Term) {
        if count < Self.inlineCapacity {
          self[count] = term
        } else {
          appendSpilled(term)
        }
        count += 1
      }

      /// Appends past the inline terms. Out of line: the usual append, inlined where a
      /// description is made, stays small.
      @inline(never)
      private mutating func appendSpilled(_ term: Term) {
        var spilled = spill < 0 ? [] : self.spilled
        spilled.append(term)
        spill = Self.store(spilled)
      }

      /// Calls `body` with the terms, contiguous: the inline ones through one pointer (a
      /// homogeneous tuple may be bound to its element type), not copied out term by term as the
      /// subscript does.
      func withContiguousTerms<Result>(_ body: (UnsafeBufferPointer<Term>) -> Result) -> Result {
        guard count <= Self.inlineCapacity else { return all.withUnsafeBufferPointer(body) }
        return withUnsafePointer(to: inline) {
          $0.withMemoryRebound(to: Term.self, capacity: Self.inlineCapacity) {
            body(UnsafeBufferPointer(start: $0, count: count))
          }
        }
      }

      /// Sorts the terms by variable, merges those of one variable and drops the zero ones: two
      /// descriptions of one constraint then compare term by term.
      mutating func normalize() {
        let count = self.count
        guard count > Self.inlineCapacity else {
          // In place, through one pointer to the inline terms (a homogeneous tuple may be bound
          // to its element type): each access through the subscript copied the tuple out.
          self.count = withUnsafeMutablePointer(to: &inline) {
            $0.withMemoryRebound(to: Term.self, capacity: Self.inlineCapacity) {
              Self.normalize($0, count: count)
            }
          }
          return
        }
        var all = self.all
        let kept = all.withUnsafeMutableBufferPointer {
          Self.normalize($0.baseAddress!, count: count)
        }
        self = Terms()
        for index in 0..<kept { append(all[index]) }
      }

      /// Every term, in one array (for the terms that spill over the inline ones).
      private var all: [Term] {
        var all: [Term] = []
        all.reserveCapacity(count)
        for index in 0..<count { all.append(self[index]) }
        return all
      }

      /// Normalizes `count` terms in place (see ``normalize()``); returns how many are kept.
      private static func normalize(_ terms: UnsafeMutablePointer<Term>, count: Int) -> Int {
        // Insertion sort, stable: a handful of terms.
        for index in 1..<max(1, count) {
          let term = terms[index]
          var place = index
          while place > 0, terms[place - 1].variable > term.variable {
            terms[place] = terms[place - 1]
            place -= 1
          }
          terms[place] = term
        }
        var merged = 0
        for index in 0..<count {
          let term = terms[index]
          if merged > 0, terms[merged - 1].variable == term.variable {
            terms[merged - 1].coefficient += term.coefficient
          } else {
            terms[merged] = term
            merged += 1
          }
        }
        var kept = 0
        for index in 0..<merged where abs(terms[index].coefficient) >= 1e-9 {
          terms[kept] = terms[index]
          kept += 1
        }
        return kept
      }
    }

    /// Where ``Terms`` keep the terms past their inline ones during a solve. Each spill is
    /// stored once and never changed (a change stores a new one), so a copied `Terms` shares its
    /// spill as a value would. A solve drops the spills it made as it returns (see
    /// ``LayoutEngine/solve(root:fitting:)``), and one nested in it (a view measured while the
    /// tree is described) only its own: no description outlives its solve.
    @MainActor enum Spills {
      static var stored: [[Term]] = []
    }

    /// A constraint's terms (normalized), relation and priority as the solver holds them: what
    /// must match for a constant change to be made in place. The terms are the array the
    /// solver's expression was made of (one allocation for both).
    struct Shape {
      var terms: [(variable: Variable, coefficient: Double)]
      var relation: LayoutSolver.Relation
      var priority: Float
      var priorityBelowZero: Float

      /// The shape of a normalized description. A function, not an initializer: an initializer
      /// takes its argument as its own copy (a description, about 150 bytes, copied for each
      /// constraint added).
      static func of(_ description: Description) -> Shape {
        // Appended into room reserved at once, not made by `Array(unsafeUninitializedCapacity:)`:
        // that initializer is not specialized, and looks the array storage's type (of a tuple)
        // up in the runtime's metadata caches on each call: 670 instructions, 3.8 M of a
        // 1,000-view screen's first layout (every constraint added makes a shape).
        let terms = description.terms.withContiguousTerms { source in
          var terms: [(variable: Variable, coefficient: Double)] = []
          terms.reserveCapacity(source.count)
          for term in source { terms.append((Variable(id: term.variable), term.coefficient)) }
          return terms
        }
        return Shape(
          terms: terms, relation: description.relation, priority: description.priority,
          priorityBelowZero: description.priorityBelowZero)
      }

      /// Whether a normalized description has this shape.
      func matches(_ description: Description) -> Bool {
        guard relation == description.relation, priority == description.priority,
          priorityBelowZero == description.priorityBelowZero,
          terms.count == description.terms.count
        else { return false }
        return description.terms.withContiguousTerms { source in
          for (index, term) in source.enumerated() {
            guard terms[index].variable.id == term.variable,
              terms[index].coefficient == term.coefficient
            else { return false }
          }
          return true
        }
      }
    }
  }
#endif
