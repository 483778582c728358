// Like Apple's UIKit (through Foundation), the stand-in re-exports the Objective-C runtime module.
@_exported import ObjectiveC
