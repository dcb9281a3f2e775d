import Foundation
import OriginalAPICore
import Testing

/// A repository in a temporary folder with one list (`lasso.txt`, declaring what the
/// original's `Sources/Lasso/Store.swift` holds), one corpus file
/// (`Tests/OriginalCallSites/Lasso/Store.swift`) and a migration guide.
private struct Repository: ~Copyable {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("original-api-tests-\(UUID().uuidString)").path

  init(list: [String], corpus: String, guide: String = "# Migration\n") throws {
    try write("scripts/original-api-lists/lasso.txt", (["## Sources/Lasso/Store.swift"] + list))
    try write("Tests/OriginalCallSites/Lasso/Store.swift", [corpus])
    try write("docs/MIGRATION.md", [guide])
  }

  private func write(_ path: String, _ lines: [String]) throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
  }

  /// The check's output and whether it passed.
  func check() throws -> (output: [String], passed: Bool) {
    var output: [String] = []
    let passed = try CorpusCheck(root: root).run { output.append($0) }
    return (output, passed)
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }
}

private let corpusFile = "Tests/OriginalCallSites/Lasso/Store.swift"

@Suite struct CorpusCheckTests {
  @Test func aCallAfterEachMarkerPasses() throws {
    let repository = try Repository(
      list: [
        "LassoStore :: func dispatchAction(_ action: Action)",
        "LassoStore :: init(with initialState: State)",
        "AnyScreen :: func place(with placer: Placer) -> AnyScreen",
        "NSObject :: extension NSObject: ObjectBindable",
      ],
      corpus: """
        func calls(store: LassoStore<Module>) {
          // covers: LassoStore :: init(with initialState: State)
          let made = Store(with: State())
          // covers: LassoStore :: func dispatchAction(_ action: Action)
          made.dispatchAction(.refresh)
          let screen = Module.createScreen()
            // covers: AnyScreen :: func place(with placer: Placer) -> AnyScreen
            .place(with: pushed(in: navigation))
          // covers: NSObject :: extension NSObject: ObjectBindable
          let bindable: any ObjectBindable = UILabel()
        }
        """)
    let (output, passed) = try repository.check()
    #expect(passed)
    #expect(
      output == [
        "lasso.txt: 4 of 4 declarations called by the corpus",
        "original-api: OK, 4 of 4 declarations of the originals called by the corpus, 0 not provided",
      ])
  }

  @Test func aDeclarationWithoutAMarkerInItsCorpusFileFails() throws {
    let repository = try Repository(
      list: ["LassoStore :: func dispatchAction(_ action: Action)"],
      corpus: "func calls(store: Store) { store.dispatchAction(.refresh) }\n")
    let (output, passed) = try repository.check()
    #expect(!passed)
    #expect(
      output.contains(
        """
          \(corpusFile): no call of lasso.txt's "LassoStore :: func dispatchAction(_ action: \
        Action)"
        """))
  }

  @Test func aMarkerInsideACommentOrAStringNeverCounts() throws {
    let repository = try Repository(
      list: ["LassoStore :: func dispatchAction(_ action: Action)"],
      corpus: """
        /* An old call:
           // covers: LassoStore :: func dispatchAction(_ action: Action)
           store.dispatchAction(.refresh)
        */
        let text = "// covers: LassoStore :: func dispatchAction(_ action: Action)"
        func calls(store: Store) { store.dispatchAction(.refresh) }
        """)
    let (output, passed) = try repository.check()
    #expect(!passed)
    #expect(
      output.contains {
        $0.hasSuffix(
          #"no call of lasso.txt's "LassoStore :: func dispatchAction(_ action: Action)""#)
      })
  }

  @Test func theCodeRightAfterTheMarkerMustNameTheDeclaration() throws {
    let repository = try Repository(
      list: ["LassoStore :: func dispatchAction(_ action: Action)"],
      corpus: """
        func calls(store: Store) {
          // covers: LassoStore :: func dispatchAction(_ action: Action)
          let action = "dispatchAction" // a string, not a call
          // dispatchAction(.refresh) in a comment is not a call either
          store.send(action)
          store.dispatchAction(.refresh)
        }
        """)
    let (output, passed) = try repository.check()
    #expect(!passed)
    #expect(
      output.contains(
        """
          \(corpusFile):2: the code after "covers: LassoStore :: func dispatchAction(_ action: \
        Action)" does not name `dispatchAction`
        """))
  }

  @Test func aDeclarationNotProvidedNeedsAReasonAndTheMigrationGuide() throws {
    let list = ["- :: enum Testing", "Testing :: static var active: Bool"]
    let corpus = """
      // not provided: - :: enum Testing
      // not provided: Testing :: static var active: Bool
      // It would shadow the Swift Testing module.
      func unrelated() {}
      """
    let withoutGuide = try Repository(list: list, corpus: corpus)
    let (output, passed) = try withoutGuide.check()
    #expect(!passed)
    #expect(
      output.contains(
        """
          \(corpusFile):1: "not provided: - :: enum Testing" needs a comment saying why and \
        `Testing` named in docs/MIGRATION.md
        """))

    let withoutReason = try Repository(
      list: list, corpus: "// not provided: - :: enum Testing\nfunc unrelated() {}\n",
      guide: "`Testing` and `Testing.active` cannot be declared.\n")
    #expect(try !withoutReason.check().passed)

    let explained = try Repository(
      list: list, corpus: corpus, guide: "`Testing` and `Testing.active` cannot be declared.\n")
    let (explainedOutput, explainedPassed) = try explained.check()
    #expect(explainedPassed)
    #expect(
      explainedOutput.suffix(3) == [
        "  not provided (the corpus and docs/MIGRATION.md say why): - :: enum Testing",
        "  not provided (the corpus and docs/MIGRATION.md say why): Testing :: static var active: Bool",
        "original-api: OK, 0 of 2 declarations of the originals called by the corpus, 2 not provided",
      ])
  }

  @Test func aMarkerThatNamesNoDeclarationOfTheListsFails() throws {
    let repository = try Repository(
      list: ["LassoStore :: func dispatchAction(_ action: Action)"],
      corpus: """
        func calls(store: Store) {
          // covers: LassoStore :: func dispatchAction(_ action: Action)
          store.dispatchAction(.refresh)
          // covers: LassoStore :: func removed()
          store.removed()
        }
        """)
    let (output, passed) = try repository.check()
    #expect(!passed)
    #expect(
      output.contains(
        "  \(corpusFile):4: the marker \"LassoStore :: func removed()\" names no declaration of the lists"
      ))
  }
}
