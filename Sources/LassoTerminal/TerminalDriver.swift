#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Dispatch
  import Foundation
  import HeadlessUIKit

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// The real terminal: raw mode, the alternate screen, a hidden cursor, the size (updated on
  /// SIGWINCH), and redraws that rewrite only the lines that changed.
  @MainActor
  public final class TerminalDriver {
    /// Why the terminal could not be used.
    public struct Unavailable: Error, CustomStringConvertible {
      /// What went wrong.
      public var description: String
    }

    private var original = termios()
    private var isActive = false
    private var shown: [String] = []
    private var signalSources: [DispatchSourceSignal] = []
    /// The terminal's size: columns and rows.
    public private(set) var size: (columns: Int, rows: Int) = (80, 24)
    /// Called on the main actor after the terminal was resized.
    public var onResize: (@MainActor () -> Void)?

    /// A driver for the process's standard input and output; ``start()`` takes the terminal.
    public init() {}

    /// Enters raw mode and the alternate screen and hides the cursor. Throws when standard
    /// input or output is not a terminal.
    public func start() throws(Unavailable) {
      guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        throw Unavailable(
          description: "standard input and output must be a terminal; to run without one, "
            + "pass a key script (--script FILE, or --script - for standard input)")
      }
      guard tcgetattr(STDIN_FILENO, &original) == 0 else {
        throw Unavailable(description: "cannot read the terminal's settings")
      }
      var raw = original
      raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
      raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
      raw.c_oflag &= ~tcflag_t(OPOST)
      raw.c_cflag |= tcflag_t(CS8)
      withUnsafeMutableBytes(of: &raw.c_cc) { cc in
        cc[Int(VMIN)] = 1
        cc[Int(VTIME)] = 0
      }
      guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
        throw Unavailable(description: "cannot put the terminal in raw mode")
      }
      isActive = true
      write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[H")
      updateSize()
      watchSignals()
    }

    /// Leaves the alternate screen, shows the cursor and restores the terminal's settings.
    /// Safe to call more than once.
    public func stop() {
      guard isActive else { return }
      isActive = false
      for source in signalSources { source.cancel() }
      signalSources = []
      write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    /// Shows `lines` (at most the terminal's rows), rewriting only the rows that changed since
    /// the last call.
    public func draw(_ lines: [String]) {
      var output = ""
      let rows = size.rows
      for row in 0..<rows {
        let line = row < lines.count ? FrameBuilder.fit(lines[row], size.columns) : ""
        if row < shown.count, shown[row] == line { continue }
        output += "\u{1B}[\(row + 1);1H" + line + "\u{1B}[K"
      }
      shown = (0..<rows).map { row in
        row < lines.count ? FrameBuilder.fit(lines[row], size.columns) : ""
      }
      if !output.isEmpty { write(output) }
    }

    /// Forgets what is on screen, so that the next ``draw(_:)`` rewrites every row.
    public func invalidate() {
      shown = []
      write("\u{1B}[2J")
    }

    private func updateSize() {
      var size = winsize()
      if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
        self.size = (Int(size.ws_col), Int(size.ws_row))
      }
    }

    private func watchSignals() {
      for number in [SIGWINCH, SIGTERM, SIGHUP] {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
        source.setEventHandler { [weak self] in
          // The source runs on the main queue, which the main actor drains.
          MainActor.assumeIsolated { self?.handleSignal(number) }
        }
        source.resume()
        signalSources.append(source)
      }
    }

    private func handleSignal(_ number: Int32) {
      if number == SIGWINCH {
        updateSize()
        invalidate()
        onResize?()
      } else {
        stop()
        exit(128 + number)
      }
    }

    private func write(_ text: String) {
      var text = text
      text.withUTF8 { buffer in
        var offset = 0
        while offset < buffer.count {
          let written = Foundation.write(
            STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
          if written <= 0 { return }
          offset += written
        }
      }
    }
  }

  /// Reads standard input (or another file descriptor) on a thread of its own and decodes it
  /// into keys.
  final class KeyReader: Sendable {
    /// Set once, to stop the reading thread at its next poll. A lock guards it: the thread
    /// reads it while the main actor sets it, so `@unchecked Sendable` is safe here.
    private final class StopFlag: @unchecked Sendable {
      private let lock = NSLock()
      private var stopped = false
      var isStopped: Bool { lock.withLock { stopped } }
      func stop() { lock.withLock { stopped = true } }
    }

    private let flag = StopFlag()
    private let fileDescriptor: Int32

    /// A reader of `fileDescriptor`: standard input unless a test passes a pipe's read end.
    init(fileDescriptor: Int32 = STDIN_FILENO) {
      self.fileDescriptor = fileDescriptor
    }

    /// Starts reading; the keys arrive in the returned stream until ``stop()``.
    func keys() -> AsyncStream<Key> {
      let (stream, continuation) = AsyncStream.makeStream(of: Key.self)
      let flag = self.flag
      let input = fileDescriptor
      let thread = Thread {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 256)
        while !flag.isStopped {
          var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
          let ready = poll(&descriptor, 1, 100)
          if ready < 0, errno == EINTR { continue }
          guard ready > 0 else { continue }
          let count = read(input, &buffer, buffer.count)
          if count <= 0 { break }
          for key in decoder.decode(buffer[0..<count]) { continuation.yield(key) }
        }
        continuation.finish()
      }
      thread.start()
      return stream
    }

    /// Stops the reading thread.
    func stop() { flag.stop() }
  }
#endif
