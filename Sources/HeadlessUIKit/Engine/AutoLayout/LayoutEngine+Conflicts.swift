#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  extension LayoutEngine {
    /// Reports a constraint broken to resolve a conflict, with UIKit's log message (the
    /// conflicting constraints listed, then the one broken), as a `Misuse` the test utilities
    /// can fail on.
    func reportUnsatisfiable(_ broken: Key, conflicting: [Key], root: UIView) {
      let objects = Self.objects(in: root)
      let listed = (conflicting + [broken]).map { "    \"\(describe($0, objects))\"" }
      Misuse.report(
        """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        \tTry this:
        \t\t(1) look at each constraint and try to figure out which you don't expect;
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
        \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, \
        refer to the documentation for the UIView property \
        translatesAutoresizingMaskIntoConstraints)
        (
        \(listed.joined(separator: ",\n"))
        )

        Will attempt to recover by breaking constraint
        \(describe(broken, objects))
        """,
        fix: """
          Remove or lower the priority of one of the listed constraints (a required constraint has \
          priority 1000; an optional one gives way), or set \
          translatesAutoresizingMaskIntoConstraints = false on a view laid out by constraints.
          """)
    }

    /// The views, guides and constraints of a tree, by identity: what a key names.
    static func objects(in root: UIView) -> [ObjectIdentifier: AnyObject] {
      var objects: [ObjectIdentifier: AnyObject] = [:]
      root.forEachInSubtree { view in
        objects[ObjectIdentifier(view)] = view
        for guide in view.storedLayoutGuides { objects[ObjectIdentifier(guide)] = guide }
        for constraint in view.storedConstraints {
          objects[ObjectIdentifier(constraint)] = constraint
        }
      }
      return objects
    }

    /// An engine constraint as UIKit's log prints it (without addresses).
    func describe(_ key: Key, _ objects: [ObjectIdentifier: AnyObject]) -> String {
      guard let object = objects[key.object] else { return "<gone>" }
      if let constraint = object as? NSLayoutConstraint {
        return "<NSLayoutConstraint \(constraint.debugDescriptionForLog)>"
      }
      let name = Misuse.name(of: type(of: object))
      let entry = entries[key]
      let value = entry.map { String(format: "%g", abs($0.constant)) } ?? "?"
      switch key.role {
      case .maskX, .maskY, .maskWidth, .maskHeight:
        let attribute = [
          .maskX: "minX", .maskY: "minY", .maskWidth: "width", .maskHeight: "height",
        ][key.role]!
        let mask = (object as? UIView).map { Self.maskCode($0.autoresizingMask) } ?? ""
        return "<NSAutoresizingMaskLayoutConstraint \(mask) \(name).\(attribute) == \(value)>"
      case .rootWidth, .rootHeight, .fitWidth, .fitHeight:
        let horizontal = key.role == .rootWidth || key.role == .fitWidth
        let dimension = horizontal ? "Width" : "Height"
        return "<NSLayoutConstraint 'UIView-Encapsulated-Layout-\(dimension)' "
          + "\(name).\(dimension.lowercased()) == \(value)>"
      case .hugWidth, .resistWidth, .hugHeight, .resistHeight:
        let horizontal = key.role == .hugWidth || key.role == .resistWidth
        // A hugging and a resistance both optional are one constraint (`==`, see
        // `describeIntrinsicSize`).
        let relation =
          entry?.shape.relation == .equal
          ? "==" : key.role == .hugWidth || key.role == .hugHeight ? "<=" : ">="
        return "<NSContentSizeLayoutConstraint \(name).\(horizontal ? "width" : "height") "
          + "\(relation) \(value)>"
      case .guideX, .guideY, .guideWidth, .guideHeight:
        let identifier = (object as? UILayoutGuide)?.identifier ?? name
        return "<NSLayoutConstraint '\(identifier)' (system guide)>"
      case .user:
        return "<\(name)>"
      }
    }

    /// UIKit's `h=--& v=--&` notation: for each axis, the left margin, size and right margin,
    /// `-` fixed and `&` flexible.
    static func maskCode(_ mask: UIView.AutoresizingMask) -> String {
      func code(_ flags: [Bool]) -> String { flags.map { $0 ? "&" : "-" }.joined() }
      let h = code([
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin),
      ])
      let v = code([
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin),
      ])
      return "h=\(h) v=\(v)"
    }
  }
#endif
