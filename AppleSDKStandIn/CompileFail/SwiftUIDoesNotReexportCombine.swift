// Must NOT compile: Apple's SwiftUI imports Combine without re-exporting it, so a file that imports SwiftUI alone
// cannot name Combine's types. scripts/check-standin-exports.sh type-checks this file against the stand-in and
// expects exactly this error.
import SwiftUI

final class ProfileModel: ObservableObject {}  // expected-error: cannot find type 'ObservableObject' in scope
