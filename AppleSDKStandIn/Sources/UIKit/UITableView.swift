import Foundation

// Stand-in for the table-view API the articles' samples use (a cell with a view model, a data source that
// dequeues cells). Declarations from DougGregor/swift-concurrency-objc `iOS/UIKit/UITableView.swift` and
// `iOS/UIKit/UITableViewCell.swift`; no layout, no scrolling (the SDK's `UITableView` is a `UIScrollView`).

/// A view that presents data using rows in a single column.
///
/// Source: `UITableView.swift`: `class UITableView : UIScrollView` (stand-in: a `UIView`; `init(frame:style:)`
/// becomes the stand-in's `init()`).
@MainActor
open class UITableView: UIView {
    private var cellClasses: [String: UITableViewCell.Type] = [:]

    /// Source: `UITableView.swift`: `func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)`
    /// (stand-in: takes a cell class).
    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// Source: `UITableView.swift`:
    /// `func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell`
    /// (stand-in: a new cell of the registered class each time, or a plain cell).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        (cellClasses[identifier] ?? UITableViewCell.self).init()
    }

    /// Source: `UITableView.swift`: `func reloadData()` (stand-in: does nothing, there are no rows on screen).
    open func reloadData() {}
}

/// A visual representation of a single row in a table view.
///
/// Source: `UITableViewCell.swift`: `class UITableViewCell : UIView, NSCoding, UIGestureRecognizerDelegate`.
@MainActor
open class UITableViewCell: UIView {
    /// Creates a cell (the SDK's `init(style:reuseIdentifier:)`; `required` so the table view can make one by class).
    override public required init() {
        super.init()
    }

    /// Source: `UITableViewCell.swift`: `var textLabel: UILabel? { get }` (deprecated for
    /// `UIListContentConfiguration` since iOS 14, still available).
    public let textLabel: UILabel? = UILabel()
}

/// A view that displays one or more lines of informational text.
///
/// Source: developer.apple.com/documentation/uikit/uilabel (`@MainActor class UILabel : UIView`);
/// `iOS/UIKit/UILabel.swift`: `var text: String?`.
@MainActor
open class UILabel: UIView {
    /// Source: `UILabel.swift`: `var text: String?`.
    open var text: String?
}

/// A view that shows that a task is in progress.
///
/// Source: developer.apple.com/documentation/uikit/uiactivityindicatorview
/// (`@MainActor class UIActivityIndicatorView : UIView`); the samples only show and hide it (`isHidden`).
@MainActor
open class UIActivityIndicatorView: UIView {}

extension IndexPath {
    /// Source: `UITableView.swift`: `extension IndexPath { var row: Int }` (UIKit's table-view additions to
    /// Foundation's `IndexPath`: the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// Source: `UITableView.swift`: `extension IndexPath { var section: Int }` (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
