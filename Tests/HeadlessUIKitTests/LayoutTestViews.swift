#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  @testable import HeadlessUIKit

  /// A view of a fixed intrinsic content size, as a label or an image gives one.
  final class FixedSizeView: UIView {
    /// The intrinsic content size.
    var size: CGSize

    init(_ width: CGFloat, _ height: CGFloat) {
      size = CGSize(width: width, height: height)
      super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
  }

  /// A cell whose multi-line label is pinned to its content view's margins: a self-sizing cell.
  final class MarginTextCell: UITableViewCell {
    let body = UILabel()

    override init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      body.numberOfLines = 0
      body.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(body)
      let margins = contentView.layoutMarginsGuide
      NSLayoutConstraint.activate([
        body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        body.topAnchor.constraint(equalTo: margins.topAnchor),
        body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }
#endif
