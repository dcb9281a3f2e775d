import UIKit

// A test helper that fires a gesture recognizer's actions by reading UIKit's private state.
extension UIGestureRecognizer {
    func fireTargets() {
        guard let targets = value(forKeyPath: "_targets") as? [NSObject] else { return }
        for target in targets {
            let action = NSSelectorFromString(String(describing: target))
            if let pairClass = NSClassFromString("UIGestureRecognizerTarget"),
                let ivar = class_getInstanceVariable(pairClass, "_target"),
                let object = object_getIvar(target, ivar) as AnyObject? {
                _ = object.perform(action)
            }
        }
    }
}
