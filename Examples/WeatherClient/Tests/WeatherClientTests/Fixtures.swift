import WeatherClient

extension Forecast {
    static let lyon = Forecast(city: "Lyon", celsius: 21, summary: "Sunny")
    static let lyonTonight = Forecast(city: "Lyon", celsius: 14, summary: "Clear")
}
