// orders-demo: the Orders app of the Harbor articles, in the terminal.
//
//   swift run orders-demo                                  interactive on a terminal
//   swift run orders-demo --script "open 7, back, quit"    scripted: prints every screen and the stack
//   echo "open 7" | swift run orders-demo                  each line of standard input is a step
//   swift run orders-demo --graph                          also prints the dependency graph (Mermaid)
//   swift run orders-demo --open "harbor://orders/7"       opens a deep link after launch (the step `link URL`)

import HarborContainer
import OrdersApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let options: LaunchOptions
do {
    options = try LaunchOptions(parsing: CommandLine.arguments.dropFirst())
} catch {
    let message = error.description + "\n"
    _ = write(STDERR_FILENO, message, message.utf8.count)
    exit(64)  // EX_USAGE
}
if options.showsHelp {
    print(LaunchOptions.usage)
    exit(0)
}

let app = DemoApp()
let interactive = options.script == nil && isatty(STDIN_FILENO) == 1
// A link given with --open is opened right after launch, as the first step.
let linkSteps = options.link.map { ["link \($0)"] } ?? []

if interactive {
    await app.runInteractive(
        firstSteps: linkSteps,
        readLine: { readLine() },
        write: { text in
            print(text, terminator: "")
            fflush(nil)  // Show the prompt before waiting for input.
        }
    )
} else {
    let steps = options.script ?? Array(AnyIterator { readLine() }).flatMap { LaunchOptions.steps(in: $0) }
    print(await app.run(script: linkSteps + steps))
}

if options.printsGraph {
    print("\n" + app.dependencyGraphMermaid)
}
