#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A date picker, as UIKit's `UIDatePicker`. Setting the date sends nothing; the user's pick
  /// (`headless.pick(_:)`) sets it and sends `.valueChanged`.
  @preconcurrency @MainActor open class UIDatePicker: UIControl {
    /// What the picker picks.
    public enum Mode: Int, Sendable {
      /// A time.
      case time
      /// A date.
      case date
      /// A date and time.
      case dateAndTime
      /// A duration.
      case countDownTimer
    }

    private var storedDate = Date()
    /// The date shown, kept within ``minimumDate``...``maximumDate``.
    open var date: Date {
      get { storedDate }
      set { storedDate = clamped(newValue) }
    }
    /// What the picker picks (`.dateAndTime`).
    open var datePickerMode: Mode = .dateAndTime
    /// The style asked for (`.automatic` by default); ``datePickerStyle`` is the one used.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style the picker uses, as UIKit's: always a concrete one, never `.automatic` (SDK
    /// header). A countdown timer only has wheels; otherwise `.automatic` is `.compact`, as on
    /// an iPhone since iOS 14, and a preferred concrete style is used as asked.
    open var datePickerStyle: UIDatePickerStyle {
      if datePickerMode == .countDownTimer { return .wheels }
      return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }
    /// The earliest date.
    open var minimumDate: Date?
    /// The latest date.
    open var maximumDate: Date?
    /// The duration in `.countDownTimer` mode, in seconds.
    open var countDownDuration: TimeInterval = 0
    /// The step of the minutes wheel.
    open var minuteInterval = 1
    /// The locale the wheels are formatted in; `nil` is the current one. Headless: stored only.
    open var locale: Locale?
    /// The time zone the date is shown in; `nil` is the current one. Headless: stored only.
    open var timeZone: TimeZone?

    /// Sets the date (clamped); sends nothing, as in UIKit.
    open func setDate(_ date: Date, animated: Bool) {
      self.date = date
    }

    func clamped(_ date: Date) -> Date {
      var result = date
      if let minimumDate, result < minimumDate { result = minimumDate }
      if let maximumDate, result > maximumDate { result = maximumDate }
      return result
    }
  }

  /// How a date picker looks (iOS 13.4+), as UIKit's `UIDatePickerStyle`.
  public enum UIDatePickerStyle: Int, Sendable {
    /// UIKit's choice.
    case automatic
    /// Wheels.
    case wheels
    /// A compact button.
    case compact
    /// An inline calendar.
    case inline
  }
#endif
