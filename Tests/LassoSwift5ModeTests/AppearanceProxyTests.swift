import Foundation
import Lasso
import XCTest

private final class Swift5ModeStyledLabel: UILabel {}

// Styling code as apps write it, in the Swift 5 mode from a synchronous, nonisolated XCTest
// method. Source: Apple's documentation of UIAppearance ("iOS applies appearance changes when a
// view enters a window") and of appearance(whenContainedInInstancesOf:).
final class AppearanceProxyTests: XCTestCase {
  func testAProxyStylesALabelInItsContainerWhenItEntersAWindow() {
    Swift5ModeStyledLabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self])
      .textColor = .red
    let cell = UITableViewCell()
    let label = Swift5ModeStyledLabel()
    cell.contentView.addSubview(label)
    let direct = Swift5ModeStyledLabel()
    direct.textColor = .blue
    cell.contentView.addSubview(direct)
    XCTAssertEqual(label.textColor, .label)
    let window = UIWindow()
    window.addSubview(cell)
    XCTAssertEqual(label.textColor, .red)
    XCTAssertEqual(direct.textColor, .blue)
  }
}
