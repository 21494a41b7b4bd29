import BenchmarkPage
import Foundation
import Mustache
import Templating

/// Renders the benchmark page with our engine and with swift-mustache (from the same structs,
/// and from dictionaries), checks the bytes are identical, and prints median/p90 µs per render.
/// Each timed render includes turning the Swift state into what the engine reads, and ends with
/// the page as bytes.
@main
struct TemplatingBench {
    static let expectedSize = 16_157

    static func main() throws {
        let page = BenchmarkPage.make()
        let templatesURL = Bundle.module.url(forResource: "Templates", withExtension: nil)!
        let source = try String(contentsOf: templatesURL.appendingPathComponent("page.mustache"), encoding: .utf8)
        let ours = try TemplateLibrary(directory: templatesURL, options: .init(strict: true, reloadsChangedFiles: false))
        let theirs = try MustacheTemplate(string: source)
        let dictionary = page.dictionary

        let renderOurs = { () throws -> [UInt8] in try ours.render("page", page) }
        let renderTheirsFromStructs = { () -> [UInt8] in Array(theirs.render(page).utf8) }
        let renderTheirsFromDictionaries = { () -> [UInt8] in Array(theirs.render(dictionary).utf8) }

        // The outputs must be the same bytes, the page's 16,157.
        let reference = renderTheirsFromStructs()
        for (label, output) in [("ours", try renderOurs()), ("swift-mustache (dictionaries)", renderTheirsFromDictionaries())] {
            guard output == reference else {
                print("FAIL: \(label) differs from swift-mustache (structs): \(output.count) vs \(reference.count) bytes")
                exit(1)
            }
        }
        guard reference.count == expectedSize else {
            print("FAIL: the page is \(reference.count) bytes, expected \(expectedSize)")
            exit(1)
        }

        // `TemplatingBench profile-encode|profile-render N`: a tight loop, for a profiler.
        if let mode = CommandLine.arguments.dropFirst().first, mode.hasPrefix("profile") {
            let count = Int(CommandLine.arguments.dropFirst(2).first ?? "100000") ?? 100_000
            let data = try TemplateData(encoding: page)
            var sink = 0
            for _ in 0..<count {
                switch mode {
                case "profile-encode": _ = try TemplateData(encoding: page); sink &+= 1
                case "profile-render": sink &+= try ours.render("page", data).count
                default: sink &+= try renderOurs().count
                }
            }
            print(sink)
            return
        }

        let scale = Double(CommandLine.arguments.dropFirst().first ?? "1") ?? 1
        var oursSamples = Samples()
        var encodeSamples = Samples()
        var renderTreeSamples = Samples()
        var structSamples = Samples()
        var dictionarySamples = Samples()
        let data = try TemplateData(encoding: page)
        var sink = 0

        // Warm up, then interleave the contenders in rounds so that a noisy neighbour hurts all alike.
        for _ in 0..<200 { sink &+= try renderOurs().count }
        for _ in 0..<20 { sink &+= renderTheirsFromStructs().count + renderTheirsFromDictionaries().count }
        for _ in 0..<5 {
            try oursSamples.measure(Int(4000 * scale)) { sink &+= try renderOurs().count }
            try encodeSamples.measure(Int(2000 * scale)) { _ = try TemplateData(encoding: page); sink &+= 1 }
            try renderTreeSamples.measure(Int(2000 * scale)) { sink &+= try ours.render("page", data).count }
            structSamples.measure(Int(80 * scale)) { sink &+= renderTheirsFromStructs().count }
            dictionarySamples.measure(Int(160 * scale)) { sink &+= renderTheirsFromDictionaries().count }
        }

        func row(_ label: String, _ samples: Samples) -> String {
            let median = String(format: "%9.2f", samples.median)
            let p90 = String(format: "%9.2f", samples.p90)
            let ratio = String(format: "%8.1f×", samples.median / oursSamples.median)
            return "\(label.padding(toLength: 44, withPad: " ", startingAt: 0)) \(median) \(p90) \(ratio)"
        }

        print("Benchmark page: \(reference.count) bytes from each engine, byte-identical (expected \(expectedSize)).")
        print("\("".padding(toLength: 44, withPad: " ", startingAt: 0)) median µs    p90 µs  vs ours")
        print(row("Templating (Encodable struct → bytes)", oursSamples))
        print(row("  of which: encode struct (TemplateData)", encodeSamples))
        print(row("  of which: render TemplateData → bytes", renderTreeSamples))
        print(row("swift-mustache 2.1.1 (struct, Mirror)", structSamples))
        print(row("swift-mustache 2.1.1 (dictionaries)", dictionarySamples))
        print(String(format: "swift-mustache from structs / Templating: %.1f× (goal ≥ 60×); Templating median %.2f µs (goal ≤ 40 µs)",
                     structSamples.median / oursSamples.median, oursSamples.median))
        if sink == 42 { print("") }
    }
}
