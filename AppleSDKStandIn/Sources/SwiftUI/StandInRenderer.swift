// Stand-in plumbing, not Apple's API: evaluates views the way SwiftUI does for what Harbor's tests observe (bodies
// run on the main actor with the environment their ancestors set), without layout or drawing.

/// Evaluates a view's bodies down to its primitive views.
@MainActor
public enum StandInRenderer {
    /// The environment of the body being evaluated, which `@Environment` reads.
    static var environment = EnvironmentValues()

    /// Evaluates `view`'s body, and its body's body, … with `environment` and what `environment(_:_:)` modifiers
    /// on the way set.
    ///
    /// - Returns: The primitive views reached (those whose `Body` is `Never`), in order.
    @discardableResult
    public static func render<V: View>(_ view: V, in environment: EnvironmentValues = EnvironmentValues()) -> [any View]
    {
        if let writer = view as? any _StandInEnvironmentWriting {
            return writer.renderContent(in: environment)
        }
        if let optional = view as? any _StandInOptionalView {
            return optional.renderWrapped(in: environment)
        }
        if V.Body.self == Never.self {
            return [view]
        }
        let saved = Self.environment
        Self.environment = environment
        let body = view.body
        Self.environment = saved
        return render(body, in: environment)
    }
}

/// A view that sets an environment value for its content.
@MainActor
protocol _StandInEnvironmentWriting {
    func renderContent(in environment: EnvironmentValues) -> [any View]
}

extension _StandInEnvironmentWriter: _StandInEnvironmentWriting {
    func renderContent(in environment: EnvironmentValues) -> [any View] {
        var environment = environment
        environment[keyPath: keyPath] = value
        return StandInRenderer.render(content, in: environment)
    }
}

/// An optional view: SwiftUI shows the wrapped view, or nothing.
@MainActor
protocol _StandInOptionalView {
    func renderWrapped(in environment: EnvironmentValues) -> [any View]
}

extension Optional: _StandInOptionalView where Wrapped: View {
    func renderWrapped(in environment: EnvironmentValues) -> [any View] {
        map { StandInRenderer.render($0, in: environment) } ?? []
    }
}
