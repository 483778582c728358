import PackagePlugin

/// Generates the start-up scenario's fixtures (1,000 protocols, services and singletons) when the
/// StartupFixtures target builds, instead of keeping a 10,000-line generated file in the repository.
@main
struct StartupFixturesPlugin: BuildToolPlugin {
    /// How many protocols and singletons scenario 7 binds and resolves.
    static let typeCount = 1000

    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "StartupFixtures.generated.swift")
        return [
            .buildCommand(
                displayName: "Generating \(Self.typeCount) start-up fixtures",
                executable: try context.tool(named: "generate-startup-fixtures").url,
                arguments: [output.path, "\(Self.typeCount)"],
                outputFiles: [output]
            )
        ]
    }
}
