import OriginalAPICore
import Testing

@Test func theNamespaceExists() {
  #expect(String(describing: OriginalAPI.self) == "OriginalAPI")
}
