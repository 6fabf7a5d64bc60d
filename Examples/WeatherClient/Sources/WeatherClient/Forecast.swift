/// The weather expected in a city.
public struct Forecast: Equatable, Sendable {
    public var city: String
    public var celsius: Double
    public var summary: String

    public init(city: String, celsius: Double, summary: String) {
        self.city = city
        self.celsius = celsius
        self.summary = summary
    }
}
