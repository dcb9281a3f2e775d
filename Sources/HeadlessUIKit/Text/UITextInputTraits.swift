#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// The keyboard shown for a text input, as UIKit's `UIKeyboardType`.
  public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default`
    /// ASCII characters only.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// For URLs (UIKit's name).
    case URL
    /// Digits only.
    case numberPad
    /// For phone numbers.
    case phonePad
    /// For names or phone numbers.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For social posts.
    case twitter
    /// For web searches.
    case webSearch
    /// ASCII digits only.
    case asciiCapableNumberPad
  }

  /// When the shift key is engaged automatically, as UIKit's `UITextAutocapitalizationType`.
  public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none
    /// At each word.
    case words
    /// At each sentence.
    case sentences
    /// For every character.
    case allCharacters
  }

  /// Whether autocorrection is on, as UIKit's `UITextAutocorrectionType`.
  public enum UITextAutocorrectionType: Int, Sendable {
    /// The default.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
  }

  /// Whether spell checking is on, as UIKit's `UITextSpellCheckingType`.
  public enum UITextSpellCheckingType: Int, Sendable {
    /// The default.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
  }

  /// The title of the return key, as UIKit's `UIReturnKeyType`.
  public enum UIReturnKeyType: Int, Sendable {
    /// Return.
    case `default`
    /// Go.
    case go
    /// Google.
    case google
    /// Join.
    case join
    /// Next.
    case next
    /// Route.
    case route
    /// Search.
    case search
    /// Send.
    case send
    /// Yahoo.
    case yahoo
    /// Done.
    case done
    /// Emergency call.
    case emergencyCall
    /// Continue.
    case `continue`
  }

  /// The meaning of a text input's content, as UIKit's `UITextContentType`.
  public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// Creates a content type.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name.
    public static let name = UITextContentType(rawValue: "name")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A phone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A URL (UIKit's name).
    public static let URL = UITextContentType(rawValue: "url")
  }
#endif
