import Foundation

/// The repository's root: its `Templates/` and `Public/` are served, its `.build/` keeps the pages seen.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
