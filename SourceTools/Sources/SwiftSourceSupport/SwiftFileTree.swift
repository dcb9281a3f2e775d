import Foundation

/// The Swift files under a folder, in a stable order: folder by folder, the folders sorted by
/// path, and each folder's files sorted by name (symbolic links to folders are not followed).
public enum SwiftFileTree {
  /// The paths of the `.swift` files under `root` (which may be relative), each as `root`
  /// joined with its path below it.
  public static func paths(under root: String) -> [String] {
    var folders: [String] = []
    collectFolders(root, into: &folders)
    return folders.sorted().flatMap { folder in
      entries(of: folder).filter { name in
        name.hasSuffix(".swift") && !isFolder(folder + "/" + name)
      }.sorted().map { folder + "/" + $0 }
    }
  }

  /// `path` relative to `base`, when `path` lies under it (`base` itself excluded).
  public static func relative(_ path: String, to base: String) -> String {
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  private static func collectFolders(_ folder: String, into folders: inout [String]) {
    folders.append(folder)
    for name in entries(of: folder) {
      let path = folder + "/" + name
      if isFolder(path) && !isSymbolicLink(path) { collectFolders(path, into: &folders) }
    }
  }

  private static func entries(of folder: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
  }

  private static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }

  private static func isSymbolicLink(_ path: String) -> Bool {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return attributes?[.type] as? FileAttributeType == .typeSymbolicLink
  }
}
