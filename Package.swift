// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "StuntDouble",
    // The oldest releases whose Swift runtime has what StuntDouble's code
    // calls: parameter packs that outlive a call (a matcher's expected
    // values, a closure double's answer) are allocated by functions of the
    // Swift 5.9 runtime. Guides/Architecture.md, "Platforms".
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "StuntDouble", targets: ["StuntDouble"]),
        .library(name: "StuntDoubleTestSupport", targets: ["StuntDoubleTestSupport"]),
        .plugin(name: "MakeDoubles", targets: ["MakeDoubles"]),
    ],
    targets: [
        .target(name: "StuntDouble"),
        .target(name: "StuntDoubleTestSupport", dependencies: ["StuntDouble"]),
        .executableTarget(name: "StuntDoubleTour", dependencies: ["StuntDouble"]),
        // `swift package make-doubles`: the plugin asks SwiftPM for a
        // target's symbol graph, and the tool writes the doubles from it.
        .plugin(
            name: "MakeDoubles",
            capability: .command(
                intent: .custom(verb: "make-doubles", description: "Writes a StuntDouble double for each protocol"),
                permissions: [.writeToPackageDirectory(reason: "Writes the doubles' source files")]),
            dependencies: ["StuntDoubleMakeDoubles"]),
        .executableTarget(name: "StuntDoubleMakeDoubles", dependencies: ["DoubleMaker"]),
        .target(name: "DoubleMaker"),
        .executableTarget(name: "StuntDoubleBenchmarks", dependencies: ["StuntDouble"]),
        .testTarget(name: "StuntDoubleTests", dependencies: ["StuntDouble", "StuntDoubleTestSupport"]),
        .testTarget(name: "DoubleMakerTests", dependencies: ["DoubleMaker"]),
    ],
    swiftLanguageModes: [.v6]
)
