#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The extents of a section's lines along the scrolling axis (a line is a table row, or a row
  /// of a collection's grid), each followed by the line spacing: one uniform value (no storage
  /// at all, however many lines), or estimated lines measured as they show. Estimated lines cost
  /// one bit each (which were measured) while every measurement matches the estimate; the first
  /// that differs moves them to a Fenwick tree, so that the offset of a line and the line at an
  /// offset cost O(log n), and a measured line's exact extent replaces its estimate in O(log n).
  struct LineExtents {
    /// The number of lines.
    let count: Int
    private let uniform: CGFloat?
    private var estimate: CGFloat = 0
    /// Empty until a line's extent differs from the estimate.
    private var tree: [CGFloat] = []
    private var values: [CGFloat] = []
    /// One bit a line (set when measured), allocated at the first measurement.
    private var measured: [UInt64] = []

    /// Lines of one extent (spacing included).
    init(count: Int, uniform: CGFloat) {
      self.count = count
      self.uniform = uniform
    }

    /// Lines estimated at `estimate` (spacing included) until measured.
    init(count: Int, estimate: CGFloat) {
      self.count = count
      uniform = nil
      self.estimate = estimate
    }

    /// Lines of known extents (spacing included).
    init(extents: [CGFloat]) {
      self.init(count: extents.count, estimate: 0)
      for (line, extent) in extents.enumerated() { set(extent, at: line) }
    }

    /// The sum of every line's extent.
    var total: CGFloat { offset(of: count) }

    /// The sum of the extents of the lines before `line`.
    func offset(of line: Int) -> CGFloat {
      if let uniform { return CGFloat(line) * uniform }
      if tree.isEmpty { return CGFloat(min(line, count)) * estimate }
      var sum: CGFloat = 0
      var index = min(line, count)
      while index > 0 {
        sum += tree[index]
        index -= index & -index
      }
      return sum
    }

    /// The extent of `line` (spacing included).
    func extent(of line: Int) -> CGFloat { uniform ?? (values.isEmpty ? estimate : values[line]) }

    /// Whether `line` needs measuring: its extent is an estimate.
    func needsMeasuring(_ line: Int) -> Bool {
      guard uniform == nil else { return false }
      guard !measured.isEmpty else { return true }
      return measured[line / 64] & (1 << UInt64(line % 64)) == 0
    }

    /// The line that contains `offset` (clamped to the lines).
    func line(at offset: CGFloat) -> Int {
      guard count > 0 else { return 0 }
      if let fixed = uniform ?? (tree.isEmpty ? estimate : nil) {
        guard fixed > 0 else { return 0 }
        return max(0, min(count - 1, Int((offset / fixed).rounded(.down))))
      }
      var position = 0
      var remaining = offset
      var step = 1
      while step * 2 <= count { step *= 2 }
      while step > 0 {
        let next = position + step
        if next <= count, tree[next] <= remaining {
          position = next
          remaining -= tree[next]
        }
        step /= 2
      }
      return max(0, min(count - 1, position))
    }

    /// Records `line`'s extent (spacing included): its exact one, or with `isMeasured` false a
    /// better estimate (the line is still measured when it shows).
    mutating func set(_ extent: CGFloat, at line: Int, isMeasured: Bool = true) {
      guard uniform == nil else { return }
      if isMeasured {
        if measured.isEmpty { measured = Array(repeating: 0, count: (count + 63) / 64) }
        measured[line / 64] |= 1 << UInt64(line % 64)
      }
      if values.isEmpty {
        guard extent != estimate else { return }
        values = Array(repeating: estimate, count: count)
        tree = Array(repeating: 0, count: count + 1)
        for index in stride(from: 1, through: count, by: 1) {
          tree[index] = CGFloat(index & -index) * estimate
        }
      }
      let delta = extent - values[line]
      values[line] = extent
      guard delta != 0 else { return }
      var index = line + 1
      while index <= count {
        tree[index] += delta
        index += index & -index
      }
    }
  }

  /// One section of a list along the scrolling axis: header, leading inset, lines of items,
  /// trailing inset, footer, then the space before the next section.
  struct SectionGeometry {
    /// The number of items (rows).
    var itemCount: Int
    /// The number of items on each line (1 for a table), unless `lineStarts` is set.
    var itemsPerLine = 1
    /// The first item of each line when lines hold different numbers of items.
    var lineStarts: [Int]?
    /// The space between lines.
    var lineSpacing: CGFloat = 0
    /// The header's extent.
    var headerExtent: CGFloat = 0
    /// The footer's extent.
    var footerExtent: CGFloat = 0
    /// The inset before the first line.
    var insetBefore: CGFloat = 0
    /// The inset after the last line.
    var insetAfter: CGFloat = 0
    /// The space after the footer, before the next section.
    var spacingAfter: CGFloat = 0
    /// The lines' extents (each with the spacing after it).
    var lines: LineExtents

    /// The number of lines.
    var lineCount: Int { lines.count }

    /// The extent of the lines, without the spacing after the last.
    var bodyExtent: CGFloat { lineCount == 0 ? 0 : lines.total - lineSpacing }

    /// The whole section's extent.
    var extent: CGFloat {
      headerExtent + insetBefore + bodyExtent + insetAfter + footerExtent + spacingAfter
    }

    /// The line of `item`.
    func line(ofItem item: Int) -> Int {
      guard let lineStarts else { return item / max(1, itemsPerLine) }
      var low = 0
      var high = lineStarts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if lineStarts[middle] <= item { low = middle } else { high = middle - 1 }
      }
      return low
    }

    /// The items of `line`.
    func items(ofLine line: Int) -> Range<Int> {
      if let lineStarts {
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : itemCount
        return lineStarts[line]..<end
      }
      let perLine = max(1, itemsPerLine)
      return (line * perLine)..<min(itemCount, (line + 1) * perLine)
    }

    /// The number of lines `itemCount` items fill, `perLine` a line.
    static func lineCount(items: Int, perLine: Int) -> Int {
      items == 0 ? 0 : (items + max(1, perLine) - 1) / max(1, perLine)
    }
  }

  /// What is on screen in a range of the scrolling axis: items, and sections whose header or
  /// footer shows.
  struct VisibleContent {
    /// The visible items, in order.
    var items: [IndexPath] = []
    /// The sections whose header is visible.
    var headers: [Int] = []
    /// The sections whose footer is visible.
    var footers: [Int] = []
    /// The sections any part of which is in the range.
    var sections: [Int] = []
  }

  /// The geometry of a whole list along its scrolling axis, shared by table and collection
  /// views: a leading extent (a table's header view), the sections, a trailing extent.
  struct ListGeometry {
    /// The extent before the first section.
    var leading: CGFloat = 0
    /// The extent after the last section.
    var trailing: CGFloat = 0
    /// The sections.
    var sections: [SectionGeometry] = [] {
      didSet { recomputeStarts() }
    }
    private(set) var sectionStarts: [CGFloat] = []
    private(set) var totalExtent: CGFloat = 0

    init(leading: CGFloat = 0, trailing: CGFloat = 0, sections: [SectionGeometry]) {
      self.leading = leading
      self.trailing = trailing
      self.sections = sections
      recomputeStarts()
    }

    /// Recomputes where sections start (O(sections)) after an extent changed.
    mutating func recomputeStarts() {
      var offset = leading
      sectionStarts = sections.map { section in
        defer { offset += section.extent }
        return offset
      }
      totalExtent = offset + trailing
    }

    /// Where the lines of `section` start.
    func bodyStart(of section: Int) -> CGFloat {
      sectionStarts[section] + sections[section].headerExtent + sections[section].insetBefore
    }

    /// The offset and extent (spacing excluded) of the line holding `indexPath`.
    func lineSpan(of indexPath: IndexPath) -> (offset: CGFloat, extent: CGFloat, line: Int) {
      let section = sections[indexPath.section]
      let line = section.line(ofItem: indexPath.item)
      let offset = bodyStart(of: indexPath.section) + section.lines.offset(of: line)
      return (offset, section.lines.extent(of: line) - section.lineSpacing, line)
    }

    /// The offset and extent of a section's header.
    func headerSpan(of section: Int) -> (offset: CGFloat, extent: CGFloat) {
      (sectionStarts[section], sections[section].headerExtent)
    }

    /// The offset and extent of a section's header or footer.
    func span(of key: SupplementaryKey) -> (offset: CGFloat, extent: CGFloat) {
      key.position == .header ? headerSpan(of: key.section) : footerSpan(of: key.section)
    }

    /// The offset and extent of a section's footer.
    func footerSpan(of section: Int) -> (offset: CGFloat, extent: CGFloat) {
      let geometry = sections[section]
      return (
        sectionStarts[section] + geometry.extent - geometry.spacingAfter - geometry.footerExtent,
        geometry.footerExtent
      )
    }

    /// The lines (by section and line) that intersect `range`, in order: O(log n + visible).
    func visibleLines(in range: Range<CGFloat>) -> [(section: Int, line: Int)] {
      var result: [(Int, Int)] = []
      forEachVisibleSection(in: range) { index in
        let section = sections[index]
        guard section.lineCount > 0 else { return }
        let start = bodyStart(of: index)
        var line = section.lines.line(at: range.lowerBound - start)
        while line < section.lineCount {
          let lineStart = start + section.lines.offset(of: line)
          if lineStart >= range.upperBound { break }
          let lineEnd = lineStart + section.lines.extent(of: line) - section.lineSpacing
          if lineEnd > range.lowerBound || (lineEnd == lineStart && lineStart >= range.lowerBound) {
            result.append((index, line))
          }
          line += 1
        }
      }
      return result
    }

    /// What intersects `range`: items, headers and footers.
    func visibleContent(in range: Range<CGFloat>) -> VisibleContent {
      var content = VisibleContent()
      for (section, line) in visibleLines(in: range) {
        for item in sections[section].items(ofLine: line) {
          content.items.append(IndexPath(item: item, section: section))
        }
      }
      forEachVisibleSection(in: range) { index in
        content.sections.append(index)
        let header = headerSpan(of: index)
        if header.extent > 0, header.offset < range.upperBound,
          header.offset + header.extent > range.lowerBound
        {
          content.headers.append(index)
        }
        let footer = footerSpan(of: index)
        if footer.extent > 0, footer.offset < range.upperBound,
          footer.offset + footer.extent > range.lowerBound
        {
          content.footers.append(index)
        }
      }
      return content
    }

    private func forEachVisibleSection(in range: Range<CGFloat>, _ body: (Int) -> Void) {
      guard !sections.isEmpty else { return }
      // The last section starting at or before the range's start.
      var low = 0
      var high = sections.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if sectionStarts[middle] <= range.lowerBound { low = middle } else { high = middle - 1 }
      }
      var index = low
      while index < sections.count, sectionStarts[index] < range.upperBound {
        if sectionStarts[index] + sections[index].extent > range.lowerBound
          || sections[index].extent == 0
        {
          body(index)
        }
        index += 1
      }
    }
  }
#endif
