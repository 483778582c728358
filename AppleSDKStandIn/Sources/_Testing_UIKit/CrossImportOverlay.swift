// Swift Testing declares a cross-import overlay for UIKit (on Apple platforms, `_Testing_UIKit` adds attachments of
// UIKit images). A file importing both `Testing` and the stand-in `UIKit` makes the compiler look for it, so the
// stand-in provides this empty module.
//
// Like every cross-import overlay, it re-exports the module that declares it.
@_exported import Testing
