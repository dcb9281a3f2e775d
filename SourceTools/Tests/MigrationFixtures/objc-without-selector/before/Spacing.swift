import UIKit

/// A layout helper in the style of a constraints library: its methods are `@objc` so that
/// Objective-C code can chain them, though no selector names them.
public final class Spacing: NSObject {
    @objc public private(set) var points: CGFloat = 0

    @discardableResult @objc public func with(_ points: CGFloat) -> Spacing {
        self.points = points
        return self
    }

    @objc(doubledSpacing)
    public func doubled() -> Spacing {
        Spacing().with(points * 2)
    }

    override public var description: String { "\(points) pt" }
}

final class SpacedView: UIView {
    let spacing = Spacing().with(8)

    @objc override func layoutSubviews() {
        super.layoutSubviews()
    }
}
