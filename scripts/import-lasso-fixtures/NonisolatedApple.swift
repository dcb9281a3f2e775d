// Nonisolated uses of Foundation, Dispatch and UIKit, type-checked for iOS with and without
// `import Lasso` (scripts/import-lasso-invisible): the diagnostics must be the same.
import Foundation
import UIKit

#if WITH_LASSO
  import Lasso
#endif

func dispatchAndFoundation() {
  DispatchQueue.main.asyncAfter(deadline: .now() + 1) {}
  DispatchQueue.global(qos: .utility).async {}
  let dates = DateFormatter()
  dates.dateFormat = "yyyy-MM-dd"
  let numbers = NumberFormatter()
  numbers.numberStyle = .decimal
  _ = numbers.string(from: 3)
  _ = URLSession.shared
  _ = JSONEncoder()
  _ = NotificationCenter.default
  _ = UserDefaults.standard.bool(forKey: "key")
  let object = NSObject()
  _ = object.description
  _ = object.isEqual(NSObject())
}

func nonisolatedUIKitValues() {
  _ = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  _ = UIColor.red
  _ = UIFont.systemFont(ofSize: 12)
  _ = UIImage(systemName: "star")
  _ = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
  _ = NSAttributedString(string: "a", attributes: [.font: UIFont.systemFont(ofSize: 12)])
}

func nonisolatedUIKitViews(_ view: UIView, _ controller: UIViewController) {
  view.tag = 1
  _ = UIView()
  view.setNeedsLayout()
  controller.title = "Title"
  _ = controller.view
}

final class Formatting: NSObject {
  let formatter = DateFormatter()
  func format(_ date: Date) -> String { formatter.string(from: date) }
}

func useFormatting() {
  _ = Formatting().format(Date())
}
