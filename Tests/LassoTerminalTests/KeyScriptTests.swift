import Foundation
import LassoTerminal
import Testing

@Suite struct KeyScriptTests {
  @Test func wordsQuotesKeysAndComments() throws {
    let script = try KeyScript(
      parsing: """
        # log in
        alice <tab> "J S" <enter>
          <s-tab><esc> <bs> <space> <lt> <ctrl-c>
        """)
    #expect(
      script.steps == [
        .keys("alice".map { .character($0) }), .keys([.tab]),
        .keys([.character("J"), .character(" "), .character("S")]), .keys([.enter]),
        .keys([.backTab]), .keys([.escape]), .keys([.backspace]), .keys([.character(" ")]),
        .keys([.character("<")]), .keys([.interrupt]),
      ])
  }

  @Test func waits() throws {
    let script = try KeyScript(
      parsing: #"<wait 500ms> <wait 2s> <wait-until "Welcome!"> <wait-until "a b" 10s> "#
        + #"<wait-while "Loading">"#)
    #expect(
      script.steps == [
        .wait(.milliseconds(500)), .wait(.seconds(2)), .waitUntil("Welcome!", timeout: nil),
        .waitUntil("a b", timeout: .seconds(10)), .waitWhile("Loading", timeout: nil),
      ])
    #expect(script.steps[3].description == #"<wait-until "a b" 10s>"#)
  }

  @Test func unknownKeyNamesTheLineAndTheKnownKeys() {
    #expect {
      try KeyScript(parsing: "alice\n<tab> <jump>")
    } throws: { error in
      let error = error as? KeyScript.ParseError
      return error?.line == 2 && error?.message.contains("unknown key <jump>") == true
        && error?.message.contains("<tab>") == true
        && error?.description.hasPrefix("script line 2:") == true
    }
  }

  @Test func badWaitsAreErrors() {
    #expect(throws: KeyScript.ParseError.self) { try KeyScript(parsing: "<wait soon>") }
    #expect(throws: KeyScript.ParseError.self) { try KeyScript(parsing: "<wait>") }
    #expect(throws: KeyScript.ParseError.self) { try KeyScript(parsing: "<wait-until Welcome>") }
    #expect(throws: KeyScript.ParseError.self) { try KeyScript(parsing: "\"open") }
    #expect(throws: KeyScript.ParseError.self) { try KeyScript(parsing: "<tab") }
  }

  @Test func stepDescriptions() {
    #expect(KeyScript.Step.keys([.enter]).description == "<enter>")
    #expect(KeyScript.Step.keys("ab".map { .character($0) }).description == "\"ab\"")
    #expect(KeyScript.Step.keys([.character("2")]).description == "2")
    #expect(KeyScript.Step.wait(.milliseconds(250)).description == "<wait 250ms>")
  }

  /// Issue 32: durations the fuzzer found crashing the parser (a value past `Int.max`
  /// milliseconds, an infinite one) are refused with the line and the longest accepted value;
  /// so are NaN, negative and merely too long ones, and deadlines the same way.
  @Test(arguments: [
    ("<wait 99999999999999999999s>", 1), ("alice <tab>\n<wait 1e400s>", 2), ("<wait infs>", 1),
    ("<wait nans>", 1), ("<wait -1s>", 1), ("<wait 3601s>", 1),
    ("<wait 99999999999999999999ms>", 1),
    ("<wait-until \"Welcome\" 1e400s>", 1), ("\n\n<wait-while \"x\" 3600001ms>", 3),
  ])
  func outOfRangeDurationsAreRefusedNamingTheLongest(script: String, line: Int) {
    #expect {
      try KeyScript(parsing: script)
    } throws: { error in
      let error = error as? KeyScript.ParseError
      return error?.line == line && error?.message.contains("3600s (the longest accepted)") == true
    }
  }

  @Test func theLongestDurationIsAccepted() throws {
    #expect(KeyScript.longestDuration == .seconds(3600))
    let script = try KeyScript(parsing: #"<wait 3600s> <wait 3600000ms> <wait-until "a" 1.5s>"#)
    #expect(
      script.steps == [
        .wait(.seconds(3600)), .wait(.seconds(3600)), .waitUntil("a", timeout: .milliseconds(1500)),
      ])
  }

  /// A step made in code may hold any duration; printing it never traps.
  @Test func anyDurationPrints() {
    #expect(KeyScript.Step.wait(.seconds(Int64.max)).description == "<wait \(Int64.max)s>")
    #expect(KeyScript.Step.wait(.milliseconds(Int64.max)).description == "<wait \(Int64.max)ms>")
    #expect(KeyScript.Step.wait(.seconds(-2)).description == "<wait -2s>")
  }

  /// The inputs that once crashed the parser, kept beside the fuzz targets
  /// (FuzzTesting/FailCases/KeyScript), are read or refused with a line of the input.
  @Test func fuzzingFailCasesAreReadOrRefused() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../FuzzTesting/FailCases/KeyScript").standardizedFileURL
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files.count >= 3)
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      do throws(KeyScript.ParseError) {
        _ = try KeyScript(parsing: text)
      } catch {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect((1...lines).contains(error.line), "\(file): \(error)")
        #expect(!error.message.isEmpty)
      }
    }
  }
}
