import LassoTerminal
import Testing

@Suite struct KeyDecoderTests {
  private func decode(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes)
  }

  @Test func printableTextIsCharacters() {
    #expect(
      decode(Array("ab 1".utf8)) == [
        .character("a"), .character("b"), .character(" "), .character("1"),
      ])
  }

  @Test func multiByteCharacterSplitAcrossChunksWaitsForTheRest() {
    var decoder = KeyDecoder()
    let bytes = Array("é".utf8)
    #expect(decoder.decode(bytes.prefix(1)) == [])
    #expect(decoder.decode(bytes.suffix(1)) == [.character("é")])
  }

  @Test func multiByteCharactersAreDecodedAndInvalidSequencesDropped() {
    #expect(decode(Array("é🙂".utf8)) == [.character("é"), .character("🙂")])
    // 0xC3 starts a two-byte sequence that 0x28 does not continue: both are dropped.
    #expect(decode([0xC3, 0x28] + Array("a".utf8)) == [.character("a")])
  }

  @Test func controlKeys() {
    #expect(decode([0x09]) == [.tab])
    #expect(decode([0x0D]) == [.enter])
    #expect(decode([0x0A]) == [.enter])
    #expect(decode([0x0D, 0x0A]) == [.enter])
    #expect(decode([0x7F]) == [.backspace])
    #expect(decode([0x08]) == [.backspace])
    #expect(decode([0x03]) == [.interrupt])
    #expect(decode([0x01]) == [])
  }

  @Test func escapeSequences() {
    #expect(decode(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8)) == [.up, .down, .right, .left])
    #expect(decode(Array("\u{1B}OA\u{1B}OD".utf8)) == [.up, .left])
    #expect(decode(Array("\u{1B}[Z".utf8)) == [.backTab])
    #expect(decode(Array("\u{1B}[1;5C".utf8)) == [.right])
    #expect(decode(Array("\u{1B}[3~x".utf8)) == [.character("x")])
  }

  @Test func loneEscapeIsEscape() {
    #expect(decode([0x1B]) == [.escape])
    #expect(decode([0x1B, UInt8(ascii: "q")]) == [.escape, .character("q")])
  }
}
