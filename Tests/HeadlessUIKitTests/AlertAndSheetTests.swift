#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  @MainActor @Suite struct AlertAndSheetTests {
    @Test func alertTapDismissesThenRunsTheHandler() async {
      let log = EventLog()
      let root = LoggingViewController("A", log: log)
      let window = await makeWindow(root: root)
      _ = log.take()
      var steps: [String] = []
      weak var weakAlert: UIAlertController?
      do {
        let alert = UIAlertController(
          title: "Delete?", message: "Gone forever.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
          UIAlertAction(title: "Delete", style: .destructive) { _ in
            steps.append("handler presented=\(root.presentedViewController != nil)")
          })
        alert.addTextField { $0.placeholder = "Name" }
        weakAlert = alert
        root.present(alert, animated: true)
      }
      await transitionsEnded(in: window)
      #expect(log.take() == [])  // the presenter stays visible
      #expect(window.headless.visibleViewController === weakAlert)
      let labels = weakAlert?.view.headless.allSubviewsInReadingOrder.compactMap {
        ($0 as? UILabel)?.text
      }
      #expect(labels == ["Delete?", "Gone forever."])
      #expect(weakAlert?.textFields?.first?.placeholder == "Name")
      #expect(weakAlert?.headless.tapAction(titled: "Delete") == true)
      await transitionsEnded(in: window)
      #expect(steps == ["handler presented=false"])
      #expect(root.presentedViewController == nil)
      #expect(weakAlert == nil)
    }

    @Test func alertButtonsRunTheirActions() async {
      let root = UIViewController()
      let window = await makeWindow(root: root)
      var chosen: [String?] = []
      let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "Share", style: .default) { chosen.append($0.title) })
      root.present(sheet, animated: true)
      await transitionsEnded(in: window)
      let button = sheet.view.headless.allSubviewsInReadingOrder.compactMap { $0 as? UIButton }
        .first
      #expect(button?.currentTitle == "Share")
      button?.headless.tap()
      await transitionsEnded(in: window)
      #expect(chosen == ["Share"])
      #expect(root.presentedViewController == nil)
    }

    @Test func alertMisuseIsReported() {
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
      let reports = misuseReports {
        alert.addAction(UIAlertAction(title: "A", style: .cancel))
        alert.addAction(UIAlertAction(title: "B", style: .cancel))
        alert.addTextField()
      }
      #expect(reports.count == 2)
      #expect(alert.actions.count == 1)
      #expect(alert.textFields == nil)
    }

    @Test func userSwipeDismissesASheetAndTellsTheDelegate() async {
      final class Delegate: NSObject, UIAdaptivePresentationControllerDelegate {
        var allow = true
        var calls: [String] = []
        func presentationControllerShouldDismiss(
          _ presentationController: UIPresentationController
        ) -> Bool {
          calls.append("should")
          return allow
        }
        func presentationControllerDidAttemptToDismiss(
          _ presentationController: UIPresentationController
        ) { calls.append("attempt") }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
          calls.append("will")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
          calls.append("did")
        }
      }
      let root = UIViewController()
      let window = await makeWindow(root: root)
      let content = UIViewController()
      let sheet = UINavigationController(rootViewController: content)
      let delegate = Delegate()
      sheet.presentationController?.delegate = delegate
      root.present(sheet, animated: true)
      await transitionsEnded(in: window)
      #expect(content.presentationController === sheet.presentationController)

      delegate.allow = false
      #expect(!content.headless.swipeToDismiss())
      sheet.isModalInPresentation = true
      delegate.allow = true
      #expect(!content.headless.swipeToDismiss())
      #expect(delegate.calls == ["should", "attempt", "attempt"])
      sheet.isModalInPresentation = false
      delegate.calls = []
      #expect(content.headless.swipeToDismiss())
      await transitionsEnded(in: window)
      #expect(delegate.calls == ["should", "will", "did"])
      #expect(root.presentedViewController == nil)

      let fullScreen = UIViewController()
      fullScreen.modalPresentationStyle = .fullScreen
      root.present(fullScreen, animated: false)
      await transitionsEnded(in: window)
      #expect(!fullScreen.headless.swipeToDismiss())
      await transitionsEnded(in: window)
      #expect(root.presentedViewController === fullScreen)
    }
  }
#endif
