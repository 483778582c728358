// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Sample fixtures (see README.md here): each type says what it stands for; its members are what the samples call.

import Foundation
import HarborMVVM

/// The news screen of a signal-wired module.
@MainActor
public final class NewsScreen {
    public let refreshTapped = Event<Void>()
    public var selectedDate = Date()
    public init() {}
}

/// Loads news.
@MainActor
public final class NewsInteractor {
    public let loadNews = Event<Void>()
    public let loadNewsForDate = Event<Date>()
    public let newsLoaded = Event<[String]>()
    public init() {}
}

/// Turns news into titles.
@MainActor
public final class NewsPresenter {
    public let titles = Event<[String]>()
    public init() {}
}

/// Opens articles.
@MainActor
public final class NewsRouter {
    public init() {}
    public func openArticle(_ index: Int) {}
}
