#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  extension UIControl {
    /// The events a control sends, as UIKit's `UIControl.Event` (same bits).
    public struct Event: OptionSet, Hashable, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Creates events.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// A finger touched down.
      public static let touchDown = Event(rawValue: 1 << 0)
      /// A repeated touch down (double tap).
      public static let touchDownRepeat = Event(rawValue: 1 << 1)
      /// A drag inside the control.
      public static let touchDragInside = Event(rawValue: 1 << 2)
      /// A drag outside the control.
      public static let touchDragOutside = Event(rawValue: 1 << 3)
      /// A drag entered the control.
      public static let touchDragEnter = Event(rawValue: 1 << 4)
      /// A drag left the control.
      public static let touchDragExit = Event(rawValue: 1 << 5)
      /// A finger lifted inside the control: a tap.
      public static let touchUpInside = Event(rawValue: 1 << 6)
      /// A finger lifted outside the control.
      public static let touchUpOutside = Event(rawValue: 1 << 7)
      /// A touch was cancelled.
      public static let touchCancel = Event(rawValue: 1 << 8)
      /// The value changed (switch, slider, segmented control...).
      public static let valueChanged = Event(rawValue: 1 << 12)
      /// The control's primary action was triggered (a button's tap).
      public static let primaryActionTriggered = Event(rawValue: 1 << 13)
      /// A menu action was triggered.
      public static let menuActionTriggered = Event(rawValue: 1 << 14)
      /// Editing began in a text field.
      public static let editingDidBegin = Event(rawValue: 1 << 16)
      /// The text changed by typing.
      public static let editingChanged = Event(rawValue: 1 << 17)
      /// Editing ended in a text field.
      public static let editingDidEnd = Event(rawValue: 1 << 18)
      /// Editing ended by the return key.
      public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
      /// All touch events.
      public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
      /// All editing events.
      public static let allEditingEvents = Event(rawValue: 0x000F_0000)
      /// Events reserved for the app.
      public static let applicationReserved = Event(rawValue: 0x0F00_0000)
      /// Events reserved for the system.
      public static let systemReserved = Event(rawValue: 0xF000_0000)
      /// All events.
      public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The state of a control, as UIKit's `UIControl.State` (same bits).
    public struct State: OptionSet, Hashable, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Creates a state.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Normal: enabled, not selected nor highlighted.
      public static let normal = State([])
      /// Highlighted (touched).
      public static let highlighted = State(rawValue: 1 << 0)
      /// Disabled.
      public static let disabled = State(rawValue: 1 << 1)
      /// Selected.
      public static let selected = State(rawValue: 1 << 2)
      /// Focused.
      public static let focused = State(rawValue: 1 << 3)
      /// States reserved for the app.
      public static let application = State(rawValue: 0x00FF_0000)
      /// States reserved for the system.
      public static let reserved = State(rawValue: 0xFF00_0000)
    }
  }
#endif
