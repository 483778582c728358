import BenchSupport
import Foundation

/// Renders the results as Markdown tables.
enum Report {
    static func timeTable(_ rows: [Row]) -> String {
        var lines = [
            "| # | Scenario | Implementation | ns/op | allocs/op | Harbor ÷ floor | anchor ÷ Harbor |",
            "|---|---|---|--:|--:|--:|--:|",
        ]
        for row in rows {
            let scenario = row.scenario
            let group = rows.filter { $0.scenario.id == scenario.id }
            let floor = group.first { $0.variant.role == .floor }
            let anchor = group.first { $0.variant.role == .anchor }
            var floorRatio = ""
            var anchorRatio = ""
            if row.variant.role == .harbor {
                if let floor {
                    floorRatio = format(row.nanosecondsPerOperation / floor.nanosecondsPerOperation, digits: 2) + "×"
                }
                if let anchor {
                    anchorRatio = format(anchor.nanosecondsPerOperation / row.nanosecondsPerOperation, digits: 1) + "×"
                }
            }
            let allocations =
                bench_counts_allocations() ? format(row.allocationsPerOperation, digits: 2) : "n/a"
            let threads = scenario.threads > 1 ? " (per thread)" : ""
            lines.append(
                "| \(scenario.id) | \(scenario.title)\(threads) | \(row.variant.name) | "
                    + "\(format(row.nanosecondsPerOperation, digits: 1)) | \(allocations) | \(floorRatio) | "
                    + "\(anchorRatio) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// Per-operation cost at the large size over the small one, per implementation: 1.0 means linear scaling.
    static func scaling(_ rows: [Row], small: String, large: String) -> String {
        let pairs = rows.filter { $0.scenario.id == large }.compactMap { largeRow -> String? in
            guard
                let smallRow = rows.first(where: { $0.scenario.id == small && $0.variant.name == largeRow.variant.name }
                )
            else { return nil }
            let ratio = largeRow.nanosecondsPerOperation / smallRow.nanosecondsPerOperation
            return "\(largeRow.variant.name) \(format(ratio, digits: 2))"
        }
        guard !pairs.isEmpty else { return "" }
        return "Subscribe scaling, ns per subscribe at 10,000 ÷ at 1,000 (1.00 = linear): "
            + pairs.joined(separator: ", ") + "."
    }

    static func memoryTable(_ rows: [MemoryRow]) -> String {
        var lines = [
            "| # | Scenario | Implementation | resolves | RSS before (MiB) | RSS after (MiB) | heap retained / resolve (B) |",
            "|---|---|---|--:|--:|--:|--:|",
        ]
        for row in rows {
            lines.append(
                "| \(row.scenario.id) | \(row.scenario.title) | \(row.variant.name) | \(row.resolves) | "
                    + "\(mebibytes(row.residentBefore)) | \(mebibytes(row.residentAfter)) | "
                    + "\(format(row.retainedBytesPerResolve, digits: 2)) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    static func machine() -> String {
        let cpu =
            (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n")
            .first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map(String.init) ?? "" }?
            .trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let load =
            (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
            .split(separator: " ").prefix(3).joined(separator: " ") ?? "unknown"
        return "\(cpu), \(cores) cores, \(ProcessInfo.processInfo.operatingSystemVersionString); "
            + "load average at start \(load) (other processes share the cores: compare ratios within one run)"
    }

    static func swiftVersion() -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = Pipe()
        do {
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            if let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first {
                return String(line)
            }
        } catch {}
        return "unknown"
    }

    static func format(_ value: Double, digits: Int = 0) -> String {
        guard value.isFinite else { return "–" }
        return String(format: "%.\(digits)f", value)
    }

    static func mebibytes(_ bytes: Int64) -> String {
        format(Double(bytes) / 1_048_576, digits: 1)
    }
}
