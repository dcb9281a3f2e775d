/// A script of keys and waits that drives an app without a terminal.
///
/// ## Syntax
///
/// A script is text. Whitespace (spaces, tabs, newlines) separates steps and is otherwise ignored;
/// a line whose first non-blank character is `#` is a comment. Each step is one of:
///
/// | step | what it does |
/// | --- | --- |
/// | `alice` (a bare word) | types the word's characters, one key each |
/// | `"John Smith"` | types the quoted text, spaces included (`\"` and `\\` escape) |
/// | `<tab>` `<s-tab>` | focuses the next / previous control |
/// | `<up>` `<down>` `<left>` `<right>` | the arrows |
/// | `<enter>` `<space>` | taps the focused button, toggles the focused switch |
/// | `<esc>` | goes back (pops) or dismisses |
/// | `<bs>` | deletes the last character of the focused field |
/// | `<lt>` | types `<` |
/// | `<ctrl-c>` | quits |
/// | `<wait 500ms>`, `<wait 2s>` | lets the app run for that long (at most 3600s, ``longestDuration``) |
/// | `<wait-until "text">` | waits until the frame shows `text` (default deadline 5s, times `LASSO_TIMEOUT_SCALE`) |
/// | `<wait-until "text" 10s>` | the same, with its own deadline |
/// | `<wait-while "text">` | waits until the frame no longer shows `text` |
///
/// A typed word or text is one step, and so one printed frame. Outside a text field, digits
/// select tabs and `q` quits.
///
/// ```text
/// # Log in, then open the second tab.
/// alice <tab> lasso <tab> <enter>
/// <wait-until "Tutorial">
/// 2
/// ```
public struct KeyScript: Equatable, Sendable {
  /// One step of a script.
  public enum Step: Equatable, Sendable {
    /// Keys applied one after the other, printed as one frame: a key or a typed text.
    case keys([Key])
    /// Lets the app run for a duration.
    case wait(Duration)
    /// Waits until the frame contains the text, or fails when the deadline passes.
    case waitUntil(String, timeout: Duration?)
    /// Waits until the frame no longer contains the text, or fails when the deadline passes.
    case waitWhile(String, timeout: Duration?)

    /// The step as written in the script syntax, for frame headers.
    public var description: String {
      switch self {
      case .keys(let keys):
        if keys.count > 1, keys.allSatisfy({ if case .character = $0 { true } else { false } }) {
          let text = keys.map { if case .character(let c) = $0 { String(c) } else { "" } }
          return "\"" + text.joined() + "\""
        }
        return keys.map(\.scriptName).joined(separator: " ")
      case .wait(let duration): return "<wait \(KeyScript.format(duration))>"
      case .waitUntil(let text, let timeout):
        return "<wait-until \"\(text)\"\(timeout.map { " " + KeyScript.format($0) } ?? "")>"
      case .waitWhile(let text, let timeout):
        return "<wait-while \"\(text)\"\(timeout.map { " " + KeyScript.format($0) } ?? "")>"
      }
    }
  }

  /// A script that cannot be read: where, and why.
  public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line (from 1) where the problem is.
    public var line: Int
    /// What is wrong, and what is allowed instead.
    public var message: String

    /// A readable message: `script line 3: unknown key <foo> …`.
    public var description: String { "script line \(line): \(message)" }
  }

  /// The steps, in order.
  public var steps: [Step]

  /// A script of the given steps.
  public init(steps: [Step]) {
    self.steps = steps
  }

  /// The names `<…>` accepts for keys.
  public static let keyNames: [String: Key] = [
    "tab": .tab, "s-tab": .backTab, "backtab": .backTab, "up": .up, "down": .down,
    "left": .left, "right": .right, "enter": .enter, "return": .enter, "esc": .escape,
    "escape": .escape, "bs": .backspace, "backspace": .backspace, "space": .character(" "),
    "lt": .character("<"), "ctrl-c": .interrupt,
  ]

  /// Reads a script in the syntax above; throws a ``ParseError`` naming the line and the
  /// problem (an unknown key lists the known ones).
  public init(parsing text: String) throws(ParseError) {
    var steps: [Step] = []
    var line = 1
    var characters = Array(text)
    characters.append("\n")
    var index = 0
    var atLineStart = true

    func fail(_ message: String) -> ParseError { ParseError(line: line, message: message) }

    func readQuoted() throws(ParseError) -> String {
      // characters[index] is the opening quote.
      index += 1
      var result = ""
      while index < characters.count {
        let character = characters[index]
        if character == "\"" {
          index += 1
          return result
        }
        if character == "\n" { break }
        if character == "\\", index + 1 < characters.count {
          result.append(characters[index + 1])
          index += 2
          continue
        }
        result.append(character)
        index += 1
      }
      throw fail("unterminated quoted text; close it with \" on the same line")
    }

    while index < characters.count {
      let character = characters[index]
      if character == "\n" {
        line += 1
        atLineStart = true
        index += 1
        continue
      }
      if character.isWhitespace {
        index += 1
        continue
      }
      if atLineStart, character == "#" {
        while characters[index] != "\n" { index += 1 }
        continue
      }
      atLineStart = false
      if character == "\"" {
        let typed = try readQuoted()
        if !typed.isEmpty { steps.append(.keys(typed.map { .character($0) })) }
        continue
      }
      if character == "<" {
        index += 1
        var name = ""
        while index < characters.count, characters[index] != ">", characters[index] != "\n",
          characters[index] != " ", characters[index] != "\""
        {
          name.append(characters[index])
          index += 1
        }
        steps.append(try parseTag(name.lowercased()))
        continue
      }
      var word: [Key] = []
      while index < characters.count, !characters[index].isWhitespace, characters[index] != "<",
        characters[index] != "\""
      {
        word.append(.character(characters[index]))
        index += 1
      }
      steps.append(.keys(word))
    }
    self.steps = steps

    func parseTag(_ name: String) throws(ParseError) -> Step {
      func skipSpaces() { while characters[index] == " " { index += 1 } }
      func close() throws(ParseError) {
        skipSpaces()
        guard characters[index] == ">" else {
          throw fail("expected > to close <\(name)")
        }
        index += 1
      }
      func readDuration() throws(ParseError) -> Duration? {
        skipSpaces()
        var token = ""
        while characters[index] != ">", characters[index] != "\n", characters[index] != " " {
          token.append(characters[index])
          index += 1
        }
        if token.isEmpty { return nil }
        guard let duration = KeyScript.duration(token) else {
          throw fail(
            """
            "\(token)" is not a duration from 0 to \(KeyScript.format(KeyScript.longestDuration)) \
            (the longest accepted); write it like 500ms or 2s
            """)
        }
        return duration
      }
      switch name {
      case "wait":
        guard let duration = try readDuration() else {
          throw fail("<wait> needs a duration, like <wait 500ms> or <wait 2s>")
        }
        try close()
        return .wait(duration)
      case "wait-until", "wait-while":
        skipSpaces()
        guard characters[index] == "\"" else {
          throw fail("<\(name)> needs quoted text, like <\(name) \"Welcome\">")
        }
        let text = try readQuoted()
        let timeout = try readDuration()
        try close()
        return name == "wait-until"
          ? .waitUntil(text, timeout: timeout) : .waitWhile(text, timeout: timeout)
      default:
        guard let key = KeyScript.keyNames[name] else {
          let known = KeyScript.keyNames.keys.sorted().map { "<\($0)>" }.joined(separator: " ")
          throw fail(
            "unknown key <\(name)>; known keys: \(known), <wait …>, <wait-until \"…\">, "
              + "<wait-while \"…\">")
        }
        try close()
        return .keys([key])
      }
    }
  }

  /// The longest `<wait …>` or deadline a script may ask for: an hour. A longer one is surely a
  /// typo, and would hold a test or CI for longer than any app needs.
  public static let longestDuration: Duration = .seconds(3600)

  /// Parses `500ms`, `2s`, `1.5s`: nil when the token is not a duration, or is one outside
  /// 0…``longestDuration`` (a huge, infinite or NaN number: never converted, so never a crash).
  static func duration(_ token: String) -> Duration? {
    let (number, millisecondsPerUnit): (Substring, Double) =
      token.hasSuffix("ms") ? (token.dropLast(2), 1) : (token.dropLast(), 1000)
    guard token.hasSuffix("s"), let value = Double(number), value.isFinite, value >= 0 else {
      return nil
    }
    let milliseconds = (value * millisecondsPerUnit).rounded()
    guard milliseconds <= Double(longestDuration / .milliseconds(1)) else { return nil }
    return .milliseconds(Int(milliseconds))
  }

  /// `500ms` or `2s`; any duration, however long (a step made in code may hold one a script
  /// cannot), is written without converting it to a fixed-size integer.
  static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
    if attoseconds == 0 { return "\(seconds)s" }
    let (inMilliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    if attoseconds % attosecondsPerMillisecond == 0, !overflow {
      return "\(inMilliseconds + attoseconds / attosecondsPerMillisecond)ms"
    }
    return "\(Double(seconds) + Double(attoseconds) / 1e18)s"
  }
}
