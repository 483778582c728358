import HarborMVVM
import Testing

// The reactive VIPER module of the "Signal-wired modules" article (Docs/Harbor.docc), compiled and run:
// components talk through events instead of delegate protocols, an assembly wires them, the module object owns
// interactor, presenter and router, and the view owns the module.

@MainActor
private final class NewsView {
    let refreshTapped = Event<Void>()
    let articleTapped = Event<Int>()
    private(set) var shownTitles: [String] = []
    var module: NewsModule?

    func show(_ titles: [String]) { shownTitles = titles }
}

@MainActor
private final class NewsInteractor {
    let loadNews = Event<Void>()
    let newsLoaded = Event<[String]>()

    init() {
        loadNews.subscribe(self) { this in this.newsLoaded.raise(["Harbor 1.0", "Swift 6.3"]) }
    }
}

@MainActor
private final class NewsRouter {
    private(set) var openedArticles: [Int] = []
    func openArticle(_ index: Int) { openedArticles.append(index) }
}

@MainActor
private final class NewsPresenter {
    let titles = Event<[String]>()
}

/// Owns the parts; the view owns the module.
@MainActor
private final class NewsModule {
    let interactor = NewsInteractor()
    let presenter = NewsPresenter()
    let router = NewsRouter()
    let tokens = TokenBag()
}

/// Wires a module: the only place that knows all the parts.
@MainActor
private enum NewsAssembly {
    static func assemble(_ view: NewsView) {
        let module = NewsModule()
        view.refreshTapped.bind(to: module.interactor.loadNews).store(in: module.tokens)
        module.interactor.newsLoaded
            .map { titles in titles.map { $0.uppercased() } }
            .bind(to: module.presenter.titles)
            .store(in: module.tokens)
        module.presenter.titles.subscribe(view) { view, titles in view.show(titles) }
        view.articleTapped
            .filter { $0 >= 0 }
            .bind { [unowned router = module.router] index in router.openArticle(index) }
            .store(in: module.tokens)
        view.module = module
    }
}

@Suite("Signal-wired modules (seed 004)")
@MainActor
struct SignalWiredModuleTests {
    @Test func eventsFlowFromViewThroughInteractorAndPresenterBack() {
        let view = NewsView()
        NewsAssembly.assemble(view)

        view.refreshTapped.raise()
        view.articleTapped.raise(1)
        view.articleTapped.raise(-1)

        #expect(view.shownTitles == ["HARBOR 1.0", "SWIFT 6.3"])
        #expect(view.module?.router.openedArticles == [1])
    }

    @Test func droppingTheViewReleasesTheWholeModule() {
        weak var weakView: NewsView?
        weak var weakModule: NewsModule?
        weak var weakInteractor: NewsInteractor?
        do {
            let view = NewsView()
            NewsAssembly.assemble(view)
            view.refreshTapped.raise()
            weakView = view
            weakModule = view.module
            weakInteractor = view.module?.interactor
        }
        #expect(weakView == nil)
        #expect(weakModule == nil)
        #expect(weakInteractor == nil)
    }
}
