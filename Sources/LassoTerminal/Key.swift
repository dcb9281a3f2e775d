/// A key the user pressed, decoded from terminal bytes or from a script.
public enum Key: Hashable, Sendable {
  /// A printable character (letters, digits, punctuation, space).
  case character(Character)
  /// Tab: focus the next control.
  case tab
  /// Shift-Tab: focus the previous control.
  case backTab
  /// The up arrow: focus the previous control.
  case up
  /// The down arrow: focus the next control.
  case down
  /// The left arrow: previous segment, smaller value, or previous control.
  case left
  /// The right arrow: next segment, larger value, or next control.
  case right
  /// Enter (Return): tap the focused control.
  case enter
  /// Escape: go back (pop) or dismiss.
  case escape
  /// Backspace (Delete): delete the last character of the focused field.
  case backspace
  /// Ctrl-C: quit, wherever the focus is.
  case interrupt

  /// The key's name in the script syntax: `<tab>`, `<enter>`, or the character itself.
  public var scriptName: String {
    switch self {
    case .character(" "): "<space>"
    case .character("<"): "<lt>"
    case .character(let character): String(character)
    case .tab: "<tab>"
    case .backTab: "<s-tab>"
    case .up: "<up>"
    case .down: "<down>"
    case .left: "<left>"
    case .right: "<right>"
    case .enter: "<enter>"
    case .escape: "<esc>"
    case .backspace: "<bs>"
    case .interrupt: "<ctrl-c>"
    }
  }
}

/// Turns the bytes a terminal in raw mode sends into ``Key``s.
///
/// Understands UTF-8 text, Tab, Shift-Tab (`ESC [ Z`), the arrows (`ESC [ A`…`D` and
/// `ESC O A`…`D`), Enter (CR or LF), Backspace (DEL or BS), Ctrl-C and a lone Escape. An escape
/// byte at the end of a chunk is a lone Escape (terminals send a sequence in one write). Other
/// control bytes and unknown sequences are dropped.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// A decoder with nothing pending.
  public init() {}

  /// The keys in `bytes`, one chunk as read from the terminal; an incomplete UTF-8 character
  /// waits for the next chunk.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var index = 0
    let input = pending
    func byte(_ offset: Int) -> UInt8? {
      index + offset < input.count ? input[index + offset] : nil
    }
    while index < input.count {
      let first = input[index]
      switch first {
      case 0x1B:
        if let second = byte(1), second == UInt8(ascii: "[") || second == UInt8(ascii: "O") {
          // CSI or SS3: parameters, then a final byte in 0x40...0x7E.
          var end = index + 2
          while end < input.count, !(0x40...0x7E).contains(input[end]) { end += 1 }
          guard end < input.count else {
            index = input.count
            break
          }
          switch input[end] {
          case UInt8(ascii: "A"): keys.append(.up)
          case UInt8(ascii: "B"): keys.append(.down)
          case UInt8(ascii: "C"): keys.append(.right)
          case UInt8(ascii: "D"): keys.append(.left)
          case UInt8(ascii: "Z"): keys.append(.backTab)
          default: break
          }
          index = end + 1
        } else {
          keys.append(.escape)
          index += 1
        }
      case 0x09:
        keys.append(.tab)
        index += 1
      case 0x0D, 0x0A:
        keys.append(.enter)
        // CR LF is one Enter.
        index += (first == 0x0D && byte(1) == 0x0A) ? 2 : 1
      case 0x7F, 0x08:
        keys.append(.backspace)
        index += 1
      case 0x03:
        keys.append(.interrupt)
        index += 1
      case 0x00..<0x20:
        index += 1
      default:
        let length =
          switch first {
          case 0xF0...: 4
          case 0xE0...: 3
          case 0xC0...: 2
          default: 1
          }
        guard index + length <= input.count else {
          pending = Array(input[index...])
          return keys
        }
        // One scalar's bytes; an invalid sequence is dropped. (A decoder rather than
        // `String(validating:as:)`, which needs macOS 15 and iOS 18.)
        var bytes = input[index..<index + length].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&bytes) {
          keys.append(.character(Character(scalar)))
        }
        index += length
      }
    }
    pending = []
    return keys
  }
}
