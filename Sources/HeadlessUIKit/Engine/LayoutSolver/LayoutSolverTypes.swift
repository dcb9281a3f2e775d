#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// The vocabulary of ``LayoutSolver``: variables, linear expressions, relations, priorities and
  /// constraints. Internal machinery of the headless Auto Layout engine, behind
  /// `@_spi(LayoutEngine)`; UIKit's own names (`NSLayoutConstraint`, `UILayoutPriority`) stay at
  /// the surface and are translated into these.
  extension LayoutSolver {
    /// An unknown the solver finds a value for, made by ``LayoutSolver/makeVariable(_:)``.
    @_spi(LayoutEngine)
    public struct Variable: Hashable, Sendable {
      /// The variable's symbol in its solver's tableau.
      let id: Int32
    }

    /// `constant + Σ coefficient × variable`.
    @_spi(LayoutEngine)
    public struct Expression: Sendable {
      /// The variables and their coefficients (a variable may appear more than once).
      public var terms: [(variable: Variable, coefficient: Double)]
      /// The constant part.
      public var constant: Double

      /// An expression of the given terms and constant.
      public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
      }

      /// The expression `1 × variable`.
      public init(_ variable: Variable) {
        self.init([(variable, 1)])
      }

      /// The sum of two expressions.
      public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
      }

      /// The expression scaled by a factor.
      public static func * (factor: Double, expression: Expression) -> Expression {
        Expression(
          expression.terms.map { ($0.variable, factor * $0.coefficient) },
          constant: factor * expression.constant)
      }

      /// The difference of two expressions.
      public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + (-1) * rhs
      }

      /// The expression plus a constant.
      public static func + (lhs: Expression, constant: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + constant)
      }
    }

    /// How a constraint's expression compares with zero.
    @_spi(LayoutEngine)
    public enum Relation: Sendable {
      /// `expression == 0`
      case equal
      /// `expression <= 0`
      case lessThanOrEqual
      /// `expression >= 0`
      case greaterThanOrEqual
    }

    /// A constraint's strength, on UIKit's scale: 1,000 is required; 1 to 999 are optional.
    ///
    /// Optional priorities form a strict order, as UIKit's do: the solver minimizes the errors of
    /// the constraints level by level, from the highest priority down (a lexicographic objective,
    /// one objective row per distinct priority in use), so a priority beats any number of
    /// constraints of lower priorities, however large their errors. Below every user priority is
    /// the solver's own level (see ``LayoutSolver/makeVariable(_:)``), which pulls each variable
    /// towards 0 to pick UIKit's solution where the constraints leave a choice.
    @_spi(LayoutEngine)
    public struct Priority: Hashable, Comparable, Sendable {
      /// The value on UIKit's scale, 0 < value <= 1,000.
      public var value: Float

      /// A priority of the given value on UIKit's scale, which must be above 0 and at most 1,000.
      public init(_ value: Float) {
        precondition(value > 0 && value <= 1_000, "a priority is in (0, 1000]")
        self.value = value
      }

      /// The solver's own level, below every user priority.
      init(unchecked value: Float) {
        self.value = value
      }

      /// 1,000: the constraint must hold.
      public static let required = Priority(1_000)
      /// 750, UIKit's `defaultHigh`.
      public static let high = Priority(750)
      /// 250, UIKit's `defaultLow`.
      public static let low = Priority(250)

      /// Whether the constraint must hold.
      public var isRequired: Bool { value >= 1_000 }

      /// Orders priorities by value.
      public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }
    }

    /// `expression relation 0`, held with a priority.
    @_spi(LayoutEngine)
    public struct Constraint: Sendable {
      /// The left side minus the right side.
      public var expression: Expression
      /// How the expression compares with zero.
      public var relation: Relation
      /// How strongly the constraint holds.
      public var priority: Priority
      /// For an optional equality whose two sides weigh differently, how strongly it holds
      /// against the expression falling below 0; `priority` then weighs it against rising above
      /// 0. A view's content size is one such constraint (`width - intrinsic == 0`, its hugging
      /// above and its compression resistance below): one row with two errors, where a pair of
      /// inequalities took two rows, two slacks and a pivot. Nil: `priority` both ways; ignored
      /// for an inequality or a required constraint.
      public var priorityBelowZero: Priority?

      /// The constraint `lhs relation rhs`, stored as `lhs - rhs relation 0`.
      public init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required
      ) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
      }

      /// The priority of one of its errors as an optional constraint: an equality's second
      /// (its shortfall) is weighed by ``priorityBelowZero``.
      func priority(ofError second: Bool) -> Priority {
        guard second, relation == .equal else { return priority }
        return priorityBelowZero ?? priority
      }

      /// The constraint `expression relation 0`, its expression taken as it is (the solver's
      /// own pulls, made without the arithmetic of two expressions and its arrays).
      init(_ expression: Expression, _ relation: Relation, priority: Priority) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
      }
    }

    /// A constraint added to a solver, to remove it or change its constant.
    @_spi(LayoutEngine)
    public struct ConstraintID: Hashable, Sendable {
      /// The constraint's slot in the solver.
      let index: Int32
      /// Distinguishes the slot's successive constraints.
      let generation: UInt32
    }
  }

  /// Why the solver refused a change.
  @_spi(LayoutEngine)
  public enum LayoutSolverError: Error, Equatable {
    /// A required constraint cannot hold together with the required constraints listed (the new
    /// constraint first, when it has an id; otherwise only the ones already in the solver). The
    /// solver is left as it was before the call.
    case unsatisfiable(conflicting: [LayoutSolver.ConstraintID])
  }
#endif
