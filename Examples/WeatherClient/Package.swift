// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "WeatherClient",
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
