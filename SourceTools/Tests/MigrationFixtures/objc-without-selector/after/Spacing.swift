import HeadlessUIKit

/// A layout helper in the style of a constraints library: its methods are `@objc` so that
/// Objective-C code can chain them, though no selector names them.
public final class Spacing: NSObject {
    #if canImport(ObjectiveC)
    @objc
    #endif
    public private(set) var points: CGFloat = 0

    @discardableResult
    #if canImport(ObjectiveC)
    @objc
    #endif
    public func with(_ points: CGFloat) -> Spacing {
        self.points = points
        return self
    }

    #if canImport(ObjectiveC)
    @objc(doubledSpacing)
    #endif
    public func doubled() -> Spacing {
        Spacing().with(points * 2)
    }

    override public var description: String { "\(points) pt" }
}

final class SpacedView: UIView {
    let spacing = Spacing().with(8)

    #if canImport(ObjectiveC)
    @objc
    #endif
    override func layoutSubviews() {
        super.layoutSubviews()
    }
}
