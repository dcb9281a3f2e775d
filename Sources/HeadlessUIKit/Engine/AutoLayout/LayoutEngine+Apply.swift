#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  extension LayoutEngine {
    /// Brings the solver in line with the descriptions: removals first (so a constraint replaced
    /// by another never conflicts with it), then constants changed in place, then additions. A
    /// change the solver refuses is tried again after the others (it may only have conflicted
    /// with a state they were about to leave); refused again, it is broken as UIKit breaks a
    /// constraint, and reported once.
    ///
    /// `redescribed` lists the keys a pass that describes only what changed described again
    /// (those left without a description are removed); nil for a full description, after which
    /// every entry not described is removed.
    ///
    /// `abandonsOnConflict`: a required constraint refused stops the application before anything
    /// is retried, broken or reported, and the result is false (the caller takes it all back).
    @discardableResult
    func apply(
      _ descriptions: consuming [Description], root: UIView, redescribed: [Key]? = nil,
      abandonsOnConflict: Bool = false
    ) -> Bool {
      pass &+= 1
      // A first description adds every constraint: room for them at once, not rehashed as the
      // table grows.
      if redescribed == nil { entries.reserveCapacity(descriptions.count) }
      // The descriptions to set, by index (not copied: each may hold an array of terms).
      var changes: [Int] = []
      changes.reserveCapacity(entries.isEmpty ? descriptions.count : 0)
      /// Broken before with the same shape and constant: tried again, not reported again.
      var stillBroken: Set<Key> = []
      var kept = 0
      // Each description read and normalized in place through a pointer (the array's
      // subscript copied each out to read its key: about 150 bytes, a retain and a release).
      descriptions.withUnsafeMutableBufferPointer { buffer in
        guard let descriptions = buffer.baseAddress else { return }
        for position in buffer.indices {
          descriptions[position].terms.normalize()
          guard descriptions[position].terms.count > 0 else { continue }
          // Copied out only to compare with an entry (a first description has none: a copy per
          // constraint retained and released its terms' overflow array).
          guard let index = entries.index(forKey: descriptions[position].key) else {
            changes.append(position)
            continue
          }
          let description = descriptions[position]
          let (matches, id, constant) = entries.update(valueAt: index) {
            entry -> (Bool, LayoutSolver.ConstraintID?, Double) in
            guard entry.shape.matches(description) else { return (false, nil, 0) }
            // The entry updated in place (counted once if described twice).
            if entry.pass != pass { kept += 1 }
            entry.pass = pass
            return (true, entry.id, entry.constant)
          }
          if matches {
            if id == nil, constant == description.constant {
              stillBroken.insert(description.key)
            }
            if constant != description.constant || id == nil {
              changes.append(position)
            }
          } else {
            if let id = entries[valueAt: index].id { solver.remove(id) }
            entries.remove(at: index)
            changes.append(position)
          }
        }
      }
      if let redescribed {
        for key in redescribed {
          guard let index = entries.index(forKey: key), entries[valueAt: index].pass != pass
          else { continue }
          if let id = entries[valueAt: index].id { solver.remove(id) }
          entries.remove(at: index)
        }
      } else if entries.count > kept {
        // Entries not described this time.
        for (key, entry) in entries.elements where entry.pass != pass {
          if let id = entry.id { solver.remove(id) }
          entries.removeValue(forKey: key)
        }
      }
      var refused: [Int] = []
      // Each description read in place through a pointer (the array's subscript copied each
      // out: about 150 bytes, and a retain and a release).
      descriptions.withUnsafeBufferPointer { buffer in
        guard let descriptions = buffer.baseAddress else { return }
        for position in changes where !set(descriptions[position]) {
          refused.append(position)
          if abandonsOnConflict { return }
        }
      }
      if abandonsOnConflict && !refused.isEmpty { return false }
      for position in refused {
        let description = descriptions[position]
        if let conflict = setReporting(description), !stillBroken.contains(description.key) {
          reportUnsatisfiable(description.key, conflicting: conflict, root: root)
        }
      }
      return true
    }

    /// A constraint made once, each addition's filled in.
    private static let emptyConstraint = LayoutSolver.Constraint(
      LayoutSolver.Expression(), .equal, LayoutSolver.Expression())

    /// Adds a (normalized) description or changes its constant in place; false when the solver
    /// refused it.
    private func set(_ description: Description) -> Bool {
      setReporting(description) == nil
    }

    /// As ``set(_:)``, returning the conflicting constraints' keys when refused (the refused
    /// constraint is then kept as broken).
    private func setReporting(_ description: Description) -> [Key]? {
      let key = description.key
      let existing = entries.index(forKey: key)
      if let index = existing, let id = entries[valueAt: index].id,
        entries[valueAt: index].shape.matches(description)
      {
        // In place; refused (a required constraint that cannot hold), the constraint is removed
        // and added again below, which reports the conflict as an addition does.
        do {
          try solver.setConstant(description.constant, of: id)
          entries.update(valueAt: index) { $0.constant = description.constant }
          return nil
        } catch {}
        solver.remove(id)
        entries.update(valueAt: index) { $0.id = nil }
      }
      let shape = Shape.of(description)
      let priority = LayoutSolver.Priority(min(1_000, max(1, shape.priority)))
      // The shape's array itself, not the initializer's `lhs - rhs` (a concatenated copy): one
      // array for both.
      var constraint = Self.emptyConstraint
      constraint.expression = LayoutSolver.Expression(shape.terms, constant: description.constant)
      constraint.relation = description.relation
      constraint.priority = priority
      constraint.priorityBelowZero =
        shape.priorityBelowZero > 0
        ? LayoutSolver.Priority(min(1_000, shape.priorityBelowZero)) : nil
      let id: LayoutSolver.ConstraintID?
      let failure: LayoutSolverError?
      do {
        (id, failure) = (try solver.add(constraint), nil)
      } catch {
        (id, failure) = (nil, error)
      }
      let entry = Entry(id: id, shape: shape, constant: description.constant, pass: pass)
      if let existing {
        entries.update(valueAt: existing) { $0 = entry }
      } else {
        entries.add(key, entry)
      }
      guard let failure else { return nil }
      guard case .unsatisfiable(let ids) = failure else { return [] }
      let wanted = Set(ids)
      return entries.elements.compactMap { key, entry in
        entry.id.map(wanted.contains) == true ? key : nil
      }
    }

    // MARK: Reading

    /// The solved frames, rounded to the screen's pixels as UIKit rounds them (each edge to the
    /// nearest pixel). Sizes are counted in whole pixels before dividing by the scale, so that a
    /// size spanning whole points is exact (a 100-point view is 100 high wherever it lands).
    /// `views` are the views other than the root laid out by constraints, `guides` the guides
    /// made by the app; the root is read when its size is solved.
    func read(
      _ views: [(view: UIView, box: Box)], _ guides: [(guide: UILayoutGuide, box: Box)],
      root: UIView, sizeIsSolved: Bool
    ) -> Solution {
      // Every value in one read of the solver.
      let rootBox = sizeIsSolved ? boxes[ObjectIdentifier(root)] : nil
      let first = rootBox == nil ? 0 : 1
      var variables: [Variable] = []
      variables.reserveCapacity(4 * (first + views.count + guides.count))
      // Appended one by one: an array literal per box was an allocation per view.
      func append(_ box: Box) {
        variables.append(box.x)
        variables.append(box.y)
        variables.append(box.width)
        variables.append(box.height)
      }
      if let rootBox { append(rootBox) }
      for (_, box) in views { append(box) }
      for (_, box) in guides { append(box) }
      let values = solver.values(of: variables)
      let scale = Double(UIScreen.main.scale)
      func pixels(_ value: Double) -> Double { (value * scale).rounded() }
      func frame(_ index: Int) -> CGRect {
        let (x, y, width, height) = (
          values[4 * index], values[4 * index + 1], values[4 * index + 2], values[4 * index + 3]
        )
        let minX = pixels(x)
        let minY = pixels(y)
        return CGRect(
          x: minX / scale, y: minY / scale, width: max(0, pixels(x + width) - minX) / scale,
          height: max(0, pixels(y + height) - minY) / scale)
      }
      var solution = Solution()
      solution.frames.reserveCapacity(first + views.count)
      if first == 1 {
        var solved = frame(0)
        solved.origin = root.frame.origin
        solution.frames.append((root, solved))
      }
      for (index, (view, _)) in views.enumerated() {
        solution.frames.append((view, frame(first + index)))
      }
      for (index, (guide, _)) in guides.enumerated() {
        solution.guides.append((guide, frame(first + views.count + index)))
      }
      return solution
    }
  }
#endif
