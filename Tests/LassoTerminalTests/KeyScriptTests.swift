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
}
