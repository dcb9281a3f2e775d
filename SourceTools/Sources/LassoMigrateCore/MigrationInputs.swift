import Foundation
import SwiftSourceSupport

/// The Swift files a run rewrites.
enum MigrationInputs {
  /// The `.swift` files among `paths` and under the folders among them (hidden folders, `.build`
  /// among them, skipped; links to folders not followed), in `SwiftFileTree`'s order, as paths
  /// joined under the path given. `resolve` locates a path given relative to the run's folder.
  static func swiftFiles(_ paths: [String], resolve: (String) -> String) -> [String] {
    paths.flatMap { path -> [String] in
      var folder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: resolve(path), isDirectory: &folder),
        folder.boolValue
      else { return path.hasSuffix(".swift") ? [path] : [] }
      let root = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
      let location = resolve(root)
      return SwiftFileTree.paths(under: location).compactMap { found in
        let relative = SwiftFileTree.relative(found, to: location)
        let folders = relative.split(separator: "/").dropLast()
        return folders.contains { $0.hasPrefix(".") } ? nil : root + "/" + relative
      }
    }
  }
}
