import Dispatch

// Fixture of scripts/diagnostics-parity: closures given to UIKit (actions, animations,
// completions), `Task { }`, `DispatchQueue.main.async`, and values crossing isolation. Not part of
// any target.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

@MainActor final class Controller {
  let label = UILabel()
  let button = UIButton(type: .system)
  var taps = 0

  func wire() {
    button.addAction(
      UIAction { [weak self] _ in
        self?.taps += 1
        self?.label.text = "tapped"
      }, for: .touchUpInside)
    let action = UIAction(title: "Go", image: UIImage(systemName: "star")) { action in
      _ = action.title
    }
    _ = UIButton(type: .system, primaryAction: action)
  }

  func later() {
    Task {
      self.label.text = "later"
    }
    Task { @MainActor in
      self.taps += 1
    }
    DispatchQueue.main.async {
      self.label.text = "async"
    }
  }

  func detached() {
    let label = self.label
    Task.detached {
      _ = label.text
    }
    Task.detached { @MainActor in
      label.text = "main"
    }
  }

  func colors() {
    let color = UIColor.red
    let font = UIFont.systemFont(ofSize: 10)
    let image = UIImage(systemName: "star")
    Task.detached {
      _ = color.withAlphaComponent(0.5)
      _ = font.pointSize
      _ = image?.size
    }
  }
}

func fromBackground(_ label: UILabel) async {
  await MainActor.run {
    label.text = "run"
  }
  _ = await label.text
  await label.sizeToFit()
}

func escapeView(_ view: UIView) {
  Task { @MainActor in
    view.alpha = 0
  }
}

@MainActor func sendViewAway(_ view: UIView) {
  Task.detached {
    await MainActor.run {
      view.alpha = 1
    }
  }
}

func handlers() -> UIAction {
  UIAction { action in
    _ = action.title
  }
}

@MainActor func completions(_ presenter: UIViewController, _ view: UIView) {
  presenter.present(
    UIViewController(), animated: false,
    completion: {
      view.alpha = 1
    })
  UIView.animate(
    withDuration: 0.2,
    animations: {
      view.alpha = 0
    }
  ) { finished in
    view.isHidden = finished
  }
}

func sendableValues() async {
  let insets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
  let color = UIColor.blue
  await MainActor.run {
    let view = UIView()
    view.layoutMargins = insets
    view.backgroundColor = color
  }
}
