// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "WeatherClient",
    // StuntDouble's deployment targets; Linux needs none.
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "WeatherClient", targets: ["WeatherClient"])
    ],
    dependencies: [
        .package(name: "StuntDouble", path: "../..")
    ],
    targets: [
        .target(name: "WeatherClient"),
        .testTarget(
            name: "WeatherClientTests",
            dependencies: [
                "WeatherClient",
                .product(name: "StuntDouble", package: "StuntDouble"),
                .product(name: "StuntDoubleTestSupport", package: "StuntDouble"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
