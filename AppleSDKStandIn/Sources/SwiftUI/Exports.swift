// Like Apple's SwiftUI, the stand-in re-exports Combine (`ObservableObject`, `Published`, publishers), so a file that
// imports SwiftUI uses them without `import Combine`.
@_exported import Combine
