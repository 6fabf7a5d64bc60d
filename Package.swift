// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "StuntDouble",
    products: [
        .library(name: "StuntDouble", targets: ["StuntDouble"])
    ],
    targets: [
        .target(name: "StuntDouble"),
        .executableTarget(name: "StuntDoubleTour", dependencies: ["StuntDouble"]),
        .executableTarget(name: "StuntDoubleBenchmarks", dependencies: ["StuntDouble"]),
        .testTarget(name: "StuntDoubleTests", dependencies: ["StuntDouble"]),
    ],
    swiftLanguageModes: [.v6]
)
