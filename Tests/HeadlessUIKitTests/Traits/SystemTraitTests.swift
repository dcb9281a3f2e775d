#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import HeadlessUIKit
  import Testing

  /// The traits beyond style, size classes, scale, idiom and content size: layout direction,
  /// level, contrast, legibility weight, display gamut.
  @MainActor @Suite struct SystemTraitTests {
    // Apple, UITraitCollection.layoutDirection ("The layout direction associated with the
    // current environment"), userInterfaceLevel, accessibilityContrast, legibilityWeight,
    // displayGamut: an iPhone 14 in a left-to-right language without accessibility settings.
    @Test func aViewHasTheDevicesTraits() {
      let traits = UIView().traitCollection
      #expect(traits.layoutDirection == .leftToRight)
      #expect(traits.userInterfaceLevel == .base)
      #expect(traits.accessibilityContrast == .normal)
      #expect(traits.legibilityWeight == .regular)
      #expect(traits.displayGamut == .P3)
    }

    // Apple, init(layoutDirection:): "Creates a trait collection that contains only the
    // specified layout direction trait" (and the same for each trait's initializer); an empty
    // collection's traits are unspecified.
    @Test func aSingleTraitCollectionSpecifiesOnlyIts() {
      let empty = UITraitCollection()
      #expect(empty.layoutDirection == .unspecified)
      #expect(empty.userInterfaceLevel == .unspecified)
      #expect(empty.accessibilityContrast == .unspecified)
      #expect(empty.legibilityWeight == .unspecified)
      #expect(empty.displayGamut == .unspecified)
      let level = UITraitCollection(userInterfaceLevel: .elevated)
      #expect(level.userInterfaceLevel == .elevated)
      #expect(level.layoutDirection == .unspecified)
      #expect(UITraitCollection(accessibilityContrast: .high).accessibilityContrast == .high)
      #expect(UITraitCollection(legibilityWeight: .bold).legibilityWeight == .bold)
      #expect(UITraitCollection(displayGamut: .SRGB).displayGamut == .SRGB)
      #expect(level != empty)
    }

    // Apple, init(traitsFrom:): the traits of the collections combined, a later collection's
    // specified value winning; an unspecified value specifies nothing.
    @Test func mergingKeepsTheLastSpecifiedValue() {
      let merged = UITraitCollection(traitsFrom: [
        UITraitCollection(layoutDirection: .rightToLeft),
        UITraitCollection(legibilityWeight: .bold),
        UITraitCollection(layoutDirection: .unspecified),
      ])
      #expect(merged.layoutDirection == .rightToLeft)
      #expect(merged.legibilityWeight == .bold)
      #expect(merged.accessibilityContrast == .unspecified)
    }

    // Apple, effectiveUserInterfaceLayoutDirection and userInterfaceLayoutDirection(for:
    // relativeTo:): a view's direction is its semantic content attribute's relative to the
    // layout direction of its environment. A parent that overrides its child's layout
    // direction (setOverrideTraitCollection(_:forChild:), the usual in-app right-to-left
    // switch) flips leading and trailing in the child's views.
    @Test func aLayoutDirectionOverrideFlipsTheChildsLayout() {
      let parent = UIViewController()
      let child = UIViewController()
      parent.addChild(child)
      parent.view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
      child.view.frame = parent.view.bounds
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      child.view.addSubview(box)
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: child.view.leadingAnchor, constant: 20),
        box.topAnchor.constraint(equalTo: child.view.topAnchor),
        box.widthAnchor.constraint(equalToConstant: 100),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
      parent.view.layoutIfNeeded()
      #expect(box.frame.minX == 20)
      parent.setOverrideTraitCollection(
        UITraitCollection(layoutDirection: .rightToLeft), forChild: child)
      #expect(child.traitCollection.layoutDirection == .rightToLeft)
      #expect(box.traitCollection.layoutDirection == .rightToLeft)
      #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      #expect(parent.view.effectiveUserInterfaceLayoutDirection == .leftToRight)
      parent.view.layoutIfNeeded()
      #expect(box.frame.minX == 180)
      // A forced direction still wins over the environment's.
      child.view.semanticContentAttribute = .forceLeftToRight
      #expect(child.view.effectiveUserInterfaceLayoutDirection == .leftToRight)
      parent.view.layoutIfNeeded()
      #expect(box.frame.minX == 20)
    }

    // Apple, UITraitOverrides (iOS 17) and UITraitLayoutDirection: a view's override applies
    // to it and its subviews, and removing it restores the app's direction.
    @available(iOS 17.0, tvOS 17.0, *)
    @Test func aViewsLayoutDirectionOverrideFlipsItsSubviews() {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(box)
      NSLayoutConstraint.activate([
        box.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
        box.topAnchor.constraint(equalTo: container.topAnchor),
        box.widthAnchor.constraint(equalToConstant: 50),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
      container.layoutIfNeeded()
      #expect(box.frame.minX == 140)
      container.traitOverrides.layoutDirection = .rightToLeft
      #expect(container.traitOverrides.contains(UITraitLayoutDirection.self))
      container.layoutIfNeeded()
      #expect(box.frame.minX == 10)
      container.traitOverrides.remove(UITraitLayoutDirection.self)
      container.layoutIfNeeded()
      #expect(box.frame.minX == 140)
    }

    final class ContrastView: UIView {
      var contrasts: [UIAccessibilityContrast] = []
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        contrasts.append(traitCollection.accessibilityContrast)
      }
    }

    // Apple, traitCollectionDidChange(_:) and UITraitChangeObservable: a change of any trait
    // is told, these included; the color-affecting ones are listed
    // (systemTraitsAffectingColorAppearance).
    @available(iOS 17.0, tvOS 17.0, *)
    @Test func theirChangesAreTold() {
      let view = ContrastView()
      var weights: [UILegibilityWeight] = []
      view.registerForTraitChanges([UITraitLegibilityWeight.self]) {
        (view: UIView, _: UITraitCollection) in
        weights.append(view.traitCollection.legibilityWeight)
      }
      view.traitOverrides.accessibilityContrast = .high
      view.traitOverrides.legibilityWeight = .bold
      view.updateTraitsIfNeeded()
      #expect(view.contrasts == [.high, .high])
      #expect(weights == [.bold])
      let affecting = UITraitCollection.systemTraitsAffectingColorAppearance
      #expect(affecting.contains { $0 == UITraitUserInterfaceLevel.self })
      #expect(affecting.contains { $0 == UITraitAccessibilityContrast.self })
      #expect(!affecting.contains { $0 == UITraitLegibilityWeight.self })
    }
  }
#endif
