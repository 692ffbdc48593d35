import Graft
import GtkBridge
import Testing

@Suite("Font.custom on fontconfig's families", .serialized)
@MainActor
struct FontCustomGtkTests {
    /// The natural widths of `text` in each font, as GTK measures the labels.
    func widths(_ text: String, _ fonts: [Font]) throws -> [Int] {
        let host = try GtkTest.show(width: 600, height: 200) {
            VStack(alignment: .leading) { ForEach(0..<fonts.count, id: \.self) { Text(text).font(fonts[$0]) } }
        }
        defer { host.close() }
        let labels = host.root.all("GtkLabel")
        try #require(labels.count == fonts.count)
        return labels.map { $0.measure(orientation: .horizontal).natural }
    }

    @Test(
        "a named family is drawn in that family; a missing one falls back to a face that draws; an empty name is the system face"
    )
    func families() throws {
        let found = try widths(
            "iiiiiiiiii",
            [
                .custom("DejaVu Sans Mono", size: 20), .custom("DejaVu Serif", size: 20),
                .custom("No Such Family", size: 20), .custom("", size: 20),
            ])
        #expect(found[0] > found[1] * 3 / 2, "ten i's are much wider in a monospaced family: \(found)")
        #expect(found[2] > 0 && found[3] > 0, "\(found)")
        #expect(Font.custom("", size: 70).family == nil && Font.custom("", size: 70).size == 70)
        #expect(Font.custom("DejaVu Serif", fixedSize: 12).family == "DejaVu Serif")
        #expect(Font.custom("A", size: .nan).size == Font.body.size, "a size that is not a number is body's")
    }
}
