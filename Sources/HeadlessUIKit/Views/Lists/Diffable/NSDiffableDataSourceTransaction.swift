#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A change the user made to a collection view's items by reordering them, as UIKit's
  /// `NSDiffableDataSourceTransaction`: what the data source showed before and after, and the
  /// difference. Handed to ``UICollectionViewDiffableDataSource/ReorderingHandlers``.
  public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>:
    Sendable
  where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// The snapshot before the reordering.
    public let initialSnapshot:
      NSDiffableDataSourceSnapshot<
        SectionIdentifierType, ItemIdentifierType
      >
    /// The snapshot after the reordering.
    public let finalSnapshot:
      NSDiffableDataSourceSnapshot<
        SectionIdentifierType, ItemIdentifierType
      >
    /// The difference between all the items before and after.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The transactions of the sections whose items changed.
    public let sectionTransactions:
      [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(
      initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
      initialSnapshot = initial
      finalSnapshot = final
      difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers)
      sectionTransactions = final.sectionIdentifiers.compactMap { section in
        let before =
          initial.indexOfSection(section) == nil ? [] : initial.itemIdentifiers(inSection: section)
        let after = final.itemIdentifiers(inSection: section)
        guard before != after else { return nil }
        return NSDiffableDataSourceSectionTransaction(
          sectionIdentifier: section, initial: before, final: after)
      }
    }
  }

  /// The change a reordering made to one section, as UIKit's
  /// `NSDiffableDataSourceSectionTransaction`.
  public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>:
    Sendable
  where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before, as a section snapshot.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after, as a section snapshot.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The difference between the section's items before and after.
    public let difference: CollectionDifference<ItemIdentifierType>

    init(
      sectionIdentifier: SectionIdentifierType, initial: [ItemIdentifierType],
      final: [ItemIdentifierType]
    ) {
      self.sectionIdentifier = sectionIdentifier
      var before = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
      before.append(initial)
      var after = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
      after.append(final)
      initialSnapshot = before
      finalSnapshot = after
      difference = final.difference(from: initial)
    }
  }

  extension UICollectionViewDiffableDataSource {
    /// What the data source asks and tells when the user reorders items, as UIKit's
    /// `ReorderingHandlers`: items can be moved when ``canReorderItem`` is set and returns
    /// `true`; ``willReorder`` and ``didReorder`` surround the data source's own update.
    public struct ReorderingHandlers {
      /// Whether the user may move an item; reordering is off while `nil`.
      public var canReorderItem: ((ItemIdentifierType) -> Bool)?
      /// Called before the data source takes in a reordering.
      public var willReorder:
        ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
      /// Called after the data source took in a reordering (update your model here).
      public var didReorder:
        ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
      /// Creates handlers that allow no reordering.
      public init() {}
    }

    /// What the data source asks and tells when the user expands or collapses an item of a
    /// section snapshot, as UIKit's `SectionSnapshotHandlers` (headless: stored; the headless
    /// collection view has no disclosure gesture, so apply expanded or collapsed section
    /// snapshots instead). The generic parameter is the item type, as UIKit's.
    public struct SectionSnapshotHandlers<Item> where Item: Hashable & Sendable {
      /// Whether an item may expand.
      public var shouldExpandItem: ((Item) -> Bool)?
      /// Called before an item expands.
      public var willExpandItem: ((Item) -> Void)?
      /// Whether an item may collapse.
      public var shouldCollapseItem: ((Item) -> Bool)?
      /// Called before an item collapses.
      public var willCollapseItem: ((Item) -> Void)?
      /// The children to show when a parent expands.
      public var snapshotForExpandingParent:
        (
          (Item, NSDiffableDataSourceSectionSnapshot<Item>) ->
            NSDiffableDataSourceSectionSnapshot<Item>
        )?
      /// Creates empty handlers.
      public init() {}
    }
  }
#endif
