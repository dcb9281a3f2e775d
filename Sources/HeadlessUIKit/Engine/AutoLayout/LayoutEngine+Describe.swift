#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension LayoutEngine {
    /// An engine constraint being described: `Σ coefficient × variable + constant (relation) 0`.
    struct Description {
      var key: Key
      var terms = Terms()
      var constant: Double = 0
      var relation: LayoutSolver.Relation = .equal
      var priority: Float = 1_000
      /// An optional equality's priority against falling below 0 (see
      /// ``LayoutSolver/Constraint/priorityBelowZero``); 0: `priority` both ways.
      var priorityBelowZero: Float = 0

      /// A description of the object of identity `id` (an identity, not the object: an
      /// initializer takes its argument retained, and a view's retain goes through its side
      /// table).
      init(_ id: ObjectIdentifier, _ role: Role) {
        key = Key(object: id, role: role)
      }

      mutating func add(_ variable: Variable, _ coefficient: Double) {
        terms.append((variable.id, coefficient))
      }
    }

    /// A constraint's item as a description reads it: its identity and whether it is a view
    /// (what the usual constraint needs), and the object itself for the rest (a baseline, a
    /// margin, an item outside the tree).
    ///
    /// The object is held unretained: each retain and release of a view goes through its side
    /// table (views are referenced weakly, by their subviews and constraints), a few hundred
    /// instructions for each item of each constraint of a pass. Whoever makes an `Item` holds
    /// the object strongly for as long as the item is used: the participants of a full
    /// description (``Participants/constraints``), or the strong locals a single description loaded
    /// (``describe(_:into:)``).
    struct Item {
      let reference: Unmanaged<AnyObject>
      let id: ObjectIdentifier
      let isView: Bool

      /// The object (retained by the caller for as long as it uses it).
      var object: AnyObject { reference.takeUnretainedValue() }

      /// The item of an object the caller holds. A function, not an initializer: an
      /// initializer takes its argument retained.
      static func unretained(_ object: AnyObject) -> Item {
        Item(
          reference: .passUnretained(object), id: ObjectIdentifier(object),
          isView: object is UIView)
      }
    }

    /// Where an attribute lies on its axis: the fraction of the item's size from its minimum
    /// edge, and a constant (a margin) added.
    struct Placement {
      var horizontal: Bool
      /// nil for a size (width or height).
      var fraction: Double?
      /// nil for an attribute outside the margins: the item's margins are not computed for it.
      var margin: ((UIEdgeInsets) -> Double)?
    }

    /// The placement of a (non-baseline) attribute, leading and trailing resolved in a layout
    /// direction.
    static func placement(
      of attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool
    ) -> Placement? {
      let none: ((UIEdgeInsets) -> Double)? = nil
      switch attribute {
      case .left: return Placement(horizontal: true, fraction: 0, margin: none)
      case .right: return Placement(horizontal: true, fraction: 1, margin: none)
      case .leading: return placement(of: rightToLeft ? .right : .left, rightToLeft: false)
      case .trailing: return placement(of: rightToLeft ? .left : .right, rightToLeft: false)
      case .centerX: return Placement(horizontal: true, fraction: 0.5, margin: none)
      case .width: return Placement(horizontal: true, fraction: nil, margin: none)
      case .top: return Placement(horizontal: false, fraction: 0, margin: none)
      case .bottom: return Placement(horizontal: false, fraction: 1, margin: none)
      case .centerY: return Placement(horizontal: false, fraction: 0.5, margin: none)
      case .height: return Placement(horizontal: false, fraction: nil, margin: none)
      case .leftMargin:
        return Placement(horizontal: true, fraction: 0, margin: { Double($0.left) })
      case .rightMargin:
        return Placement(horizontal: true, fraction: 1, margin: { -Double($0.right) })
      case .leadingMargin:
        return placement(of: rightToLeft ? .rightMargin : .leftMargin, rightToLeft: false)
      case .trailingMargin:
        return placement(of: rightToLeft ? .leftMargin : .rightMargin, rightToLeft: false)
      case .centerXWithinMargins:
        return Placement(
          horizontal: true, fraction: 0.5, margin: { Double($0.left - $0.right) / 2 })
      case .topMargin:
        return Placement(horizontal: false, fraction: 0, margin: { Double($0.top) })
      case .bottomMargin:
        return Placement(horizontal: false, fraction: 1, margin: { -Double($0.bottom) })
      case .centerYWithinMargins:
        return Placement(
          horizontal: false, fraction: 0.5, margin: { Double($0.top - $0.bottom) / 2 })
      case .firstBaseline, .lastBaseline, .notAnAttribute: return nil
      }
    }

    /// The closest view that is, or contains, both items (a guide counts as its owning view), by
    /// identity in the tree (see ``tree``); nil when an item is not in it (the caller then asks
    /// the views).
    func commonAncestor(of first: Item, _ second: Item?) -> ObjectIdentifier? {
      func view(of item: Item) -> ObjectIdentifier? {
        item.isView ? item.id : tree.parent(of: item.id)
      }
      guard let firstView = view(of: first) else { return nil }
      guard let second else { return tree.contains(firstView) ? firstView : nil }
      guard let secondView = view(of: second) else { return nil }
      return tree.commonAncestor(firstView, secondView)
    }

    /// Adds `factor × item.attribute`, expressed in the coordinates of `holder` (a view, by
    /// identity), to a description.
    func append(
      _ attribute: NSLayoutConstraint.Attribute, of item: Item, in holder: ObjectIdentifier,
      rightToLeft: Bool, factor: Double, to description: inout Description
    ) {
      switch attribute {
      case .notAnAttribute:
        return
      case .firstBaseline, .lastBaseline:
        let view = item.object as? UIView
        let first = attribute == .firstBaseline
        let sourceObject: AnyObject =
          (first ? view?.forFirstBaselineLayout : view?.forLastBaselineLayout) ?? item.object
        // The item's object is held by `sourceObject` while the item is used.
        withExtendedLifetime(sourceObject) {
          let source = Item.unretained(sourceObject)
          if let text = sourceObject as? LayoutBaselines {
            let offsets = text.layoutBaselineOffsets
            if first {
              append(
                .top, of: source, in: holder, rightToLeft: false, factor: factor,
                to: &description)
              description.constant += factor * Double(offsets.firstFromTop)
            } else {
              append(
                .bottom, of: source, in: holder, rightToLeft: false, factor: factor,
                to: &description)
              description.constant -= factor * Double(offsets.lastFromBottom)
            }
          } else {
            // A view without text has both baselines at its bottom edge, as in UIKit.
            append(
              .bottom, of: source, in: holder, rightToLeft: false, factor: factor,
              to: &description)
          }
        }
      default:
        guard let placement = Self.placement(of: attribute, rightToLeft: rightToLeft) else {
          return
        }
        let box = box(item.id)
        let size = placement.horizontal ? box.width : box.height
        guard let fraction = placement.fraction else {
          description.add(size, factor)
          return
        }
        appendOrigin(
          of: item, in: holder, horizontal: placement.horizontal, factor: factor, to: &description)
        if fraction != 0 { description.add(size, factor * fraction) }
        if let margin = placement.margin, item.isView, let view = item.object as? UIView {
          description.constant += factor * margin(readInsets(of: view).margins)
        }
      }
    }

    /// The view's safe area insets and margins, recorded in the view as read by its tree's
    /// engine (not by a fitting solve's, which is made for one solve), so that a later change
    /// of them solves the tree again.
    func readInsets(of view: UIView) -> (safeArea: UIEdgeInsets, margins: UIEdgeInsets) {
      let insets = (safeArea: view.safeAreaInsets, margins: view.layoutMargins)
      if recordsReadInsets { view.layoutState.engineReadInsets = insets }
      return insets
    }

    /// Adds `factor ×` the item's origin in `holder`'s coordinates: the sum of the origins on the
    /// way up (the holder's own bounds start at 0), climbed in the tree by identity (see
    /// ``tree``), or by the views for an item not in it.
    func appendOrigin(
      of item: Item, in holder: ObjectIdentifier, horizontal: Bool, factor: Double,
      to description: inout Description
    ) {
      var node = item.id
      if tree.contains(node), tree.contains(holder) {
        while node != holder {
          let box = box(node)
          description.add(horizontal ? box.x : box.y, factor)
          guard let parent = tree.parent(of: node) else { return }
          node = parent
        }
        return
      }
      var current: AnyObject = item.object
      while ObjectIdentifier(current) != holder {
        let box = box(current)
        description.add(horizontal ? box.x : box.y, factor)
        if let view = current as? UIView, let superview = view.superview {
          current = superview
        } else if let guide = current as? UILayoutGuide, let owner = guide.owningView {
          current = owner
        } else {
          return
        }
      }
    }
  }
#endif
