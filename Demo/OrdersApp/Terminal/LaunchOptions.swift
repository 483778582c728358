/// What the command line asked for:
/// `orders-demo [--open "harbor://orders/7"] [--script "open 7, back, quit"] [--graph] [--help]`.
public struct LaunchOptions: Sendable, Equatable {
    /// The steps given with `--script`, or `nil` to read them from standard input (or interactively).
    public var script: [String]?
    /// A link to open once the app has launched (`--open`), as if the system had handed it to the app.
    public var link: String?
    /// Whether to print the container's dependency graph as Mermaid at the end (`--graph`).
    public var printsGraph = false
    /// Whether `--help` was given.
    public var showsHelp = false

    /// The usage text `--help` prints.
    public static let usage = """
        orders-demo: the Orders app of the Harbor articles, in the terminal.

        usage: orders-demo [--open LINK] [--script "open 7, status, pick 3, back, quit"] [--graph] [--help]

          --open LINK     open a deep link after launch: harbor://orders/7 or harbor://orders
          --script STEPS  run the comma-separated steps, printing each screen and the navigation stack
          --graph         print the container's dependency graph (Mermaid) at the end
          --help          show this text

        On a terminal the demo is interactive; the keys are shown under each screen. When standard input is
        not a terminal, each line it reads is a step.
        """ + "\n\n" + DemoApp.stepsHelp

    /// Creates options; the defaults run the demo interactively.
    ///
    /// - Parameters:
    ///   - script: The steps to run, or `nil`.
    ///   - link: A link to open after launch, or `nil`.
    ///   - printsGraph: Whether to print the dependency graph at the end.
    ///   - showsHelp: Whether to print the usage and stop.
    public init(script: [String]? = nil, link: String? = nil, printsGraph: Bool = false, showsHelp: Bool = false) {
        self.script = script
        self.link = link
        self.printsGraph = printsGraph
        self.showsHelp = showsHelp
    }

    /// Parses the command-line arguments (without the program name).
    ///
    /// ```swift
    /// let options = try LaunchOptions(parsing: ["--script", "open 7, back"])
    /// // options.script == ["open 7", "back"]
    /// ```
    ///
    /// - Parameter arguments: The arguments, for example `CommandLine.arguments.dropFirst()`.
    /// - Throws: ``LaunchOptionsError`` for an unknown option, or `--script` or `--open` without a value.
    public init(parsing arguments: some Sequence<String>) throws(LaunchOptionsError) {
        self.init()
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--script", "-s":
                guard let steps = iterator.next() else { throw LaunchOptionsError(message: "--script needs steps") }
                script = Self.steps(in: steps)
            case "--open", "-o":
                guard let link = iterator.next() else { throw LaunchOptionsError(message: "--open needs a link") }
                self.link = link
            case "--graph", "-g":
                printsGraph = true
            case "--help", "-h":
                showsHelp = true
            default:
                throw LaunchOptionsError(message: "unknown option '\(argument)'")
            }
        }
    }

    /// Splits a script into steps: commas or new lines separate them, blanks are dropped.
    ///
    /// - Parameter script: For example `"open 7, back, quit"`.
    /// - Returns: The trimmed, non-empty steps.
    public static func steps(in script: String) -> [String] {
        script.split(whereSeparator: { $0 == "," || $0.isNewline })
            .map { $0.trimmed }
            .filter { !$0.isEmpty }
    }
}
