import Graft
import GtkBridge
import Testing

private enum Midline: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

extension VerticalAlignment {
    fileprivate static let midline = VerticalAlignment(Midline.self)
}

@MainActor
private final class IndentModel: ObservableObject {
    @Published var indent: CGFloat = 10
}

private struct IndentedColumn: View {
    @ObservedObject var model: IndentModel
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Moved").alignmentGuide(.leading) { _ in -model.indent }
            Text("Flush")
        }
    }
}

@Suite("Text baselines and alignment guides in stacks on GTK", .serialized)
@MainActor
struct AlignmentGuideGtkTests {
    func frame(_ host: HostingWindow, _ text: String) throws -> (x: Double, y: Double, width: Double, height: Double) {
        let widget = try #require(host.root.all("GtkLabel").first { $0.labelTexts == [text] }, "no label \(text)")
        return try #require(widget.frame(in: host.window))
    }

    /// Where the label's first line sits on the window: its top plus GTK's baseline for its width.
    func firstBaseline(_ host: HostingWindow, _ text: String) throws -> Double {
        let widget = try #require(host.root.all("GtkLabel").first { $0.labelTexts == [text] }, "no label \(text)")
        let frame = try #require(widget.frame(in: host.window))
        let baseline = try #require(widget.measureHeight(forWidth: Int(frame.width)).baseline)
        return frame.y + Double(baseline)
    }

    @Test("HStack(alignment: .firstTextBaseline) puts a large and a small text on one baseline; .top does not")
    func firstTextBaseline() throws {
        let host = try GtkTest.show(width: 400, height: 200) {
            VStack(spacing: 20) {
                HStack(alignment: .firstTextBaseline) {
                    Text("Big").font(.system(size: 40))
                    Text("small").font(.system(size: 12))
                }
                HStack(alignment: .top) {
                    Text("Tall").font(.system(size: 40))
                    Text("tiny").font(.system(size: 12))
                }
            }
        }
        defer { host.close() }
        #expect(abs(try firstBaseline(host, "Big") - firstBaseline(host, "small")) <= 1)
        #expect(try frame(host, "small").y > frame(host, "Big").y + 10, "the small text is lowered to the baseline")
        #expect(abs(try frame(host, "Tall").y - frame(host, "tiny").y) <= 1, ".top keeps the tops level")
        #expect(try firstBaseline(host, "Tall") - firstBaseline(host, "tiny") > 10)
    }

    @Test("A column's first baseline is its first line's; .lastTextBaseline lines up the last lines")
    func columnBaselines() throws {
        let host = try GtkTest.show(width: 400, height: 240) {
            VStack(spacing: 30) {
                HStack(alignment: .firstTextBaseline) {
                    Text("Label").font(.system(size: 30))
                    VStack(alignment: .leading) {
                        Text("First line")
                        Text("Second line")
                    }
                }
                HStack(alignment: .lastTextBaseline) {
                    Text("End").font(.system(size: 30))
                    VStack(alignment: .leading) {
                        Text("Upper")
                        Text("Lower")
                    }
                }
            }
        }
        defer { host.close() }
        #expect(abs(try firstBaseline(host, "Label") - firstBaseline(host, "First line")) <= 1)
        #expect(abs(try firstBaseline(host, "End") - firstBaseline(host, "Lower")) <= 1.5)
        #expect(try firstBaseline(host, "End") - firstBaseline(host, "Upper") > 5, "the last lines meet, not the first")
    }

    @Test(".alignmentGuide moves one child of a leading VStack; a state change moves it again")
    func explicitGuide() async throws {
        let model = IndentModel()
        let host = try GtkTest.show(width: 300, height: 160) { IndentedColumn(model: model) }
        defer { host.close() }
        #expect(abs(try frame(host, "Moved").x - frame(host, "Flush").x - 10) <= 1)
        model.indent = 40
        #expect(
            await waitUntil {
                GtkTest.settle()
                return (try? frame(host, "Moved").x - frame(host, "Flush").x).map { abs($0 - 40) <= 1 } ?? false
            })
    }

    @Test("A guide of the app's own: its default in one child, a guide closure reading other guides in another")
    func customGuide() throws {
        let host = try GtkTest.show(width: 300, height: 200) {
            HStack(alignment: .midline, spacing: 0) {
                Color.red.frame(width: 40, height: 80)
                Text("Top").alignmentGuide(.midline) { d in d[.top] }
                Color.blue.frame(width: 40, height: 20).alignmentGuide(.midline) { d in d[.bottom] + 10 }
            }
        }
        defer { host.close() }
        let text = try frame(host, "Top")
        let boxes = host.root.descendants.filter { $0.allocatedWidth == 40 }
        let red = try #require(boxes.first { $0.allocatedHeight == 80 }?.frame(in: host.window))
        let blue = try #require(boxes.first { $0.allocatedHeight == 20 }?.frame(in: host.window))
        // The midline is 40 below the red square's top: the text's top is there, and the blue
        // bar's bottom is 10 above it.
        #expect(abs(text.y - (red.y + 40)) <= 1)
        #expect(abs(blue.y + 20 + 10 - (red.y + 40)) <= 1)
        #expect(blue.x >= red.x + 40 - 1 && text.x >= red.x + 40 - 1, "laid out side by side")
    }
}

@Suite("Alignment guides given absurd values on GTK", .serialized)
@MainActor
struct AlignmentGuideHostileGtkTests {
    @Test(
        "A guide of NaN, infinity or 10^300 lays out without a crash or a GTK warning; NaN counts as the leading edge")
    func absurdValues() throws {
        let host = try GtkTest.show(width: 300, height: 200) {
            VStack(alignment: .leading) {
                Text("NaN").alignmentGuide(.leading) { _ in .nan }
                Text("Infinite").alignmentGuide(.leading) { _ in .infinity }
                Text("Huge").alignmentGuide(.leading) { _ in 1e300 }
                Text("Plain")
            }
        }
        defer { host.close() }
        let plain = try #require(host.root.all("GtkLabel").first { $0.labelTexts == ["Plain"] })
        let nan = try #require(host.root.all("GtkLabel").first { $0.labelTexts == ["NaN"] })
        #expect(plain.isVisible && plain.allocatedWidth > 0)
        // The NaN guide counts as 0, the leading edge: level with the plain text.
        let plainX = try #require(plain.frame(in: host.window)?.x)
        let nanX = try #require(nan.frame(in: host.window)?.x)
        #expect(abs(nanX - plainX) <= 1)
    }
}
