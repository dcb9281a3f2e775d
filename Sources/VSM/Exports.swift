@_exported import HeadlessUIKit
@_exported import LassoDiagnostics
