import Foundation

/// The Swift files a run rewrites.
enum MigrationInputs {
  /// The `.swift` files among `paths` and under the folders among them, each folder's files by
  /// name before its subfolders by name (hidden folders, `.build` and links to folders skipped),
  /// as paths joined under the path given.
  static func swiftFiles(_ paths: [String], resolve: (String) -> String) -> [String] {
    var files: [String] = []
    for path in paths {
      if !isFolder(resolve(path)) {
        if path.hasSuffix(".swift") { files.append(path) }
        continue
      }
      walk(path, resolve: resolve, into: &files)
    }
    return files
  }

  private static func walk(
    _ folder: String, resolve: (String) -> String, into files: inout [String]
  ) {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: resolve(folder))) ?? [])
      .sorted()
    let join = { (name: String) in folder.hasSuffix("/") ? folder + name : folder + "/" + name }
    let folders = names.filter { isFolder(resolve(join($0))) }
    files += names.filter { $0.hasSuffix(".swift") && !folders.contains($0) }.map(join)
    // Links to folders are not followed (a folder linked into another would be rewritten twice).
    for name in folders
    where !name.hasPrefix(".") && name != ".build" && !isLink(resolve(join(name))) {
      walk(join(name), resolve: resolve, into: &files)
    }
  }

  private static func isLink(_ path: String) -> Bool {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return attributes?[.type] as? FileAttributeType == .typeSymbolicLink
  }

  private static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }
}
