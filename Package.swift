// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "StuntDouble",
    products: [
        .library(name: "StuntDouble", targets: ["StuntDouble"]),
        .library(name: "StuntDoubleTestSupport", targets: ["StuntDoubleTestSupport"]),
    ],
    targets: [
        .target(name: "StuntDouble"),
        .target(name: "StuntDoubleTestSupport", dependencies: ["StuntDouble"]),
        .executableTarget(name: "StuntDoubleTour", dependencies: ["StuntDouble"]),
        .executableTarget(name: "StuntDoubleBenchmarks", dependencies: ["StuntDouble"]),
        .testTarget(name: "StuntDoubleTests", dependencies: ["StuntDouble", "StuntDoubleTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
