import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Observation
import Testing

@Suite("Gauge on GTK: a level bar with its labels, clamped, in every style", .serialized)
@MainActor
struct GaugeGtkTests {
    @Observable
    final class Level {
        var value = 30.0
        var bounds = 0.0...100.0
    }

    struct Meter: View {
        let level: Level
        var body: some View {
            Gauge(value: level.value, in: level.bounds) {
                Text("Fuel")
            } currentValueLabel: {
                Text(level.value.isNaN ? "no reading" : "\(Int(level.value)) l")
            } minimumValueLabel: {
                Text("E")
            } maximumValueLabel: {
                Text("F")
            }
            .frame(width: 240)
        }
    }

    func values(_ bar: Gtk.Widget) -> [Double] {
        ["value", "min-value", "max-value"].compactMap { bar.property($0, as: Double.self) }
    }

    @Test("the level bar follows the value and the range; labels show; out of range and NaN are clamped")
    func followsValue() throws {
        let level = Level()
        let host = try GtkTest.show(width: 320, height: 200) { Meter(level: level) }
        defer { host.close() }
        let bar = try #require(host.root.first("GtkLevelBar"))
        #expect(values(bar) == [30, 0, 100])
        #expect(host.root.labelTexts == ["Fuel", "E", "F", "30 l"])
        let fuel = try #require(host.root.all("GtkLabel").first { $0.labelTexts == ["Fuel"] })
        let empty = try #require(host.root.all("GtkLabel").first { $0.labelTexts == ["E"] })
        let full = try #require(host.root.all("GtkLabel").first { $0.labelTexts == ["F"] })
        let barFrame = try #require(bar.frame(in: host.window))
        #expect(try #require(fuel.frame(in: host.window)).y < barFrame.y, "the label is above the bar")
        #expect(try #require(empty.frame(in: host.window)).x < barFrame.x, "the minimum label is before the bar")
        #expect(try #require(full.frame(in: host.window)).x >= barFrame.x + barFrame.width, "the maximum after it")

        level.value = 70
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { values(bar) == [70, 0, 100] })
        level.bounds = 50...200
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { values(bar) == [70, 50, 200] })
        level.value = 500
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { host.root.labelTexts.contains("500 l") })
        #expect(values(bar) == [200, 50, 200], "above the range shows full")
        level.value = -3
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { host.root.labelTexts.contains("-3 l") })
        #expect(values(bar) == [50, 50, 200], "below the range shows empty")
        level.value = 120
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { values(bar) == [120, 50, 200] })
        level.value = .nan
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { values(bar) == [50, 50, 200] }, "NaN shows empty")
    }

    @Test("a range below zero keeps its filled part on GTK's non-negative level bar")
    func negativeRange() throws {
        let host = try GtkTest.show(width: 320, height: 120) {
            Gauge(value: 0.0, in: -10...10) { Text("Balance") }.frame(width: 200)
        }
        defer { host.close() }
        let bar = try #require(host.root.first("GtkLevelBar"))
        let shown = values(bar)
        try #require(shown.count == 3)
        #expect((shown[0] - shown[1]) / (shown[2] - shown[1]) == 0.5)
    }

    @Test("linear styles are level bars; circular styles draw a ring with the value label inside")
    func styles() throws {
        let host = try GtkTest.show(width: 360, height: 480) {
            VStack {
                Gauge(value: 0.4) { Text("A") }.gaugeStyle(.automatic)
                Gauge(value: 0.4) { Text("B") }.gaugeStyle(.linearCapacity)
                Gauge(value: 0.4) {
                    Text("C")
                } currentValueLabel: {
                    Text("40")
                }
                .gaugeStyle(.accessoryLinear)
                Gauge(value: 0.4) { Text("D") }.gaugeStyle(.accessoryLinearCapacity)
                Gauge(value: 0.4) {
                    Text("E")
                } currentValueLabel: {
                    Text("41")
                }
                .gaugeStyle(.accessoryCircular)
                Gauge(value: 0.4) { Text("F") }.gaugeStyle(.accessoryCircularCapacity)
            }
            .frame(width: 300)
        }
        defer { host.close() }
        #expect(host.root.all("GtkLevelBar").count == 4)
        #expect(host.root.all("GtkLevelBar").allSatisfy { $0.property("value", as: Double.self) == 0.4 })
        #expect(host.root.labelTexts == ["A", "B", "40", "D", "41", "F"])
        #expect(host.root.all("GtkDrawingArea").count >= 4, "two rings, each a track and a filled arc")
    }
}
