import Lasso

/// Turns by a few degrees on every frame, driven by a display link.
final class SpinnerView: UIView {
    private var displayLink: CADisplayLink?
    private(set) var angle = 0.0

    func startSpinning() {
        let link = CADisplayLink(target: self, selector: Self.step)
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    func stopSpinning() {
        displayLink?.invalidate()
        displayLink = nil
    }

    private func step() {
        angle += 0.1
    }
}
