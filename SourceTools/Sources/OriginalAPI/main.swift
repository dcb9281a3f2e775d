import Foundation
import OriginalAPICore

do {
  let root = OriginalAPI.repositoryRoot(from: FileManager.default.currentDirectoryPath)
  exit(try OriginalAPI.run(Array(CommandLine.arguments.dropFirst()), root: root) { print($0) })
} catch {
  FileHandle.standardError.write(Data("original-api: \(error)\n".utf8))
  exit(1)
}
