#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  // The set-up the collection tests share: a data source, a collection made and laid out, and
  // sections of one-item-wide rows.

  /// Sections of plain cells (registered as "cell") and a supplementary view of the kind the
  /// layout asks for wherever it asks (registered as "view"), recording what was asked.
  @MainActor final class CollectionItemsSource: NSObject, UICollectionViewDataSource {
    let counts: [Int]
    /// The text of a `LabelHeader`'s label, by kind.
    var texts: [String: String] = [:]
    /// The supplementary views asked for: "kind section.item".
    var asked: [String] = []
    init(_ counts: [Int]) { self.counts = counts }
    /// `sections` sections of `count` items.
    convenience init(items count: Int, sections: Int = 1) {
      self.init(Array(repeating: count, count: sections))
    }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { counts[section] }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      asked.append("\(kind) \(indexPath.section).\(indexPath.item)")
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "view", for: indexPath)
      (view as? LabelHeader)?.label.text = texts[kind]
      return view
    }
  }

  /// A layout of its own that keeps the attributes `prepare()` computes (`cache`, computed by
  /// a subclass's `computeCache(in:)`) and answers from them: the content as tall as the
  /// last item reaches, the elements in a rect (recorded in `askedRects`), an item's.
  @MainActor class CachedAttributesLayout: UICollectionViewLayout {
    private(set) var prepared = 0
    private(set) var askedRects: [CGRect] = []
    private(set) var cache: [UICollectionViewLayoutAttributes] = []

    /// The attributes of the collection's items (override).
    func computeCache(in collectionView: UICollectionView) -> [UICollectionViewLayoutAttributes] {
      []
    }

    override func prepare() {
      super.prepare()
      prepared += 1
      guard let collectionView else { return }
      cache = computeCache(in: collectionView)
    }

    override var collectionViewContentSize: CGSize {
      CGSize(width: collectionView?.bounds.width ?? 0, height: cache.last?.frame.maxY ?? 0)
    }

    override func layoutAttributesForElements(
      in rect: CGRect
    ) -> [UICollectionViewLayoutAttributes]? {
      askedRects.append(rect)
      return cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(
      at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      cache.first { $0.indexPath == indexPath }
    }
  }

  extension UICollectionView {
    /// The layout's frames of the first `count` items of section 0 (each required).
    @MainActor func itemFrames(_ count: Int) throws -> [CGRect] {
      try (0..<count).map {
        try #require(layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame)
      }
    }

    /// A collection of `frame` (an iPhone 14's screen by default) showing `source` with
    /// `layout`: plain cells, and views of `kinds` (`UICollectionReusableView`, or the class
    /// `classes` gives a kind); right to left with `rightToLeft`; laid out.
    @MainActor static func laidOut(
      _ layout: UICollectionViewLayout, source: CollectionItemsSource, kinds: [String] = [],
      classes: [String: UICollectionReusableView.Type] = [:], rightToLeft: Bool = false,
      frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)
    ) -> UICollectionView {
      let collection = UICollectionView(frame: frame, collectionViewLayout: layout)
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      for kind in kinds {
        collection.register(
          classes[kind] ?? UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
          withReuseIdentifier: "view")
      }
      if rightToLeft { collection.semanticContentAttribute = .forceRightToLeft }
      collection.dataSource = source
      collection.layoutIfNeeded()
      return collection
    }
  }

  extension NSCollectionLayoutGroup {
    /// A full-width row `height` points tall of `perRow` items of equal width.
    @MainActor static func row(height: CGFloat, perRow: Int = 1) -> NSCollectionLayoutGroup {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1 / CGFloat(perRow)),
          heightDimension: .fractionalHeight(1)))
      return .horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
        subitems: [item])
    }
  }

  extension NSCollectionLayoutSection {
    /// A section of full-width rows `height` points tall, `perRow` items a row.
    @MainActor static func rows(height: CGFloat, perRow: Int = 1) -> NSCollectionLayoutSection {
      NSCollectionLayoutSection(group: .row(height: height, perRow: perRow))
    }
  }
#endif
