import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

@Suite(".progressViewStyle on GTK: bars, spinners, rings and styles of your own", .serialized)
@MainActor
struct ProgressViewStyleGtkTests {
    func isRed(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        p.red > 180 && p.green < 90 && p.blue < 90 && p.alpha > 200
    }

    @Test("linear and circular choose the bar or the spinner whatever the fraction; labels go above and below")
    func builtInStyles() throws {
        let host = try GtkTest.show(width: 320, height: 320) {
            VStack {
                ProgressView().progressViewStyle(.linear)
                ProgressView(value: 0.3).progressViewStyle(.automatic)
                ProgressView("Loading").progressViewStyle(.circular)
                ProgressView(value: 3, total: 4) {
                    Text("Copying")
                } currentValueLabel: {
                    Text("3 of 4")
                }
            }
        }
        defer { host.close() }
        let bars = host.root.all("GtkProgressBar")
        try #require(bars.count == 3)
        #expect(bars[0].property("fraction", as: Double.self) == 0, "an unknown fraction is an empty bar, as on iOS")
        #expect(bars[1].property("fraction", as: Double.self) == 0.3)
        #expect(bars[2].property("fraction", as: Double.self) == 0.75)
        #expect(host.root.all("GtkSpinner").count == 1, "circular with no fraction spins")
        #expect(host.root.labelTexts == ["Loading", "Copying", "3 of 4"])
        let spinner = try #require(host.root.first("GtkSpinner"))
        let loading = try #require(host.root.all("GtkLabel").first { $0.labelTexts == ["Loading"] })
        let spinnerFrame = try #require(spinner.frame(in: host.window))
        let loadingFrame = try #require(loading.frame(in: host.window))
        #expect(loadingFrame.y >= spinnerFrame.y + spinnerFrame.height, "the circular style's label is below")
        let copying = try #require(host.root.all("GtkLabel").first { $0.labelTexts == ["Copying"] })
        let current = try #require(host.root.all("GtkLabel").first { $0.labelTexts == ["3 of 4"] })
        let bar = try #require(bars[2].frame(in: host.window))
        #expect(try #require(copying.frame(in: host.window)).y < bar.y, "the label is above the bar")
        #expect(try #require(current.frame(in: host.window)).y >= bar.y + bar.height, "the value label below")
    }

    @Test("a tinted linear style fills the done part of the bar with the tint")
    func linearTint() throws {
        let host = try GtkTest.show {
            ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .red)).frame(width: 200)
        }
        defer { host.close() }
        let bar = try #require(host.root.first("GtkProgressBar"))
        let image = try WidgetRenderer.renderImage(of: bar)
        let row = (0..<image.height).first { isRed(image.pixel(x: image.width / 4, y: $0)) }
        #expect(row != nil, "the first half is red")
        if let row { #expect(!isRed(image.pixel(x: image.width * 3 / 4, y: row)), "the second half is not") }
    }

    @Test("a circular style with a fraction draws a ring filled clockwise from the top in the tint")
    func determinateRing() throws {
        let host = try GtkTest.show {
            ProgressView(value: 0.25).progressViewStyle(.circular).tint(.red)
        }
        defer { host.close() }
        #expect(host.root.first("GtkSpinner") == nil && host.root.first("GtkProgressBar") == nil)
        let ring = try #require(host.root.first("GtkOverlay"))
        #expect(ring.allocatedWidth == 20 && ring.allocatedHeight == 20)
        let image = try WidgetRenderer.renderImage(of: ring)
        let scale = Double(image.width) / 20
        func pixel(_ x: Double, _ y: Double) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            image.pixel(x: Int(x * scale), y: Int(y * scale))
        }
        #expect(isRed(pixel(16.4, 3.6)), "the first quarter, top to right, is filled")
        #expect(!isRed(pixel(3.6, 16.4)), "the third quarter is only the faint track")
        #expect(pixel(3.6, 16.4).alpha > 0, "the track is drawn")
    }

    struct Percent: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) %")
            }
        }
    }

    @Test("a custom ProgressViewStyle draws from fractionCompleted and the label")
    func customStyle() throws {
        struct Download: View {
            @State var done = 1.0
            var body: some View {
                VStack {
                    ProgressView("Download", value: done, total: 4).progressViewStyle(Percent())
                    Button("more") { done += 1 }
                }
            }
        }
        let host = try GtkTest.show { Download() }
        defer { host.close() }
        #expect(host.root.first("GtkProgressBar") == nil, "the style replaces the bar")
        #expect(host.root.labelTexts.prefix(2) == ["Download", "25 %"])
        host.root.all("GtkButton").first { $0.labelTexts == ["more"] }?.emit("clicked")
        GtkTest.settle()
        #expect(host.root.labelTexts.prefix(2) == ["Download", "50 %"])
    }
}
