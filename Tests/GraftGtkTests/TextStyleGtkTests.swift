import Graft
import GtkBridge
import Testing

@Suite("Text styling and button styles on GTK", .serialized)
@MainActor
struct TextStyleGtkTests {
    @Test("Text + Text with bold and italic pieces is one label with Pango markup; the text reads plainly")
    func markup() throws {
        let host = try GtkTest.show {
            VStack {
                Text("Bold").bold() + Text(" <&> ").italic() + Text("end")
                Text("WWWWWW")
                Text("WWWWWW").fontWeight(.heavy)
            }
        }
        defer { host.close() }
        let labels = host.root.all("GtkLabel")
        try #require(labels.count == 3)
        #expect(labels[0].property("use-markup", as: Bool.self) == true)
        let markup = labels[0].property("label", as: String.self) ?? ""
        #expect(markup.contains("<span weight=\"700\">Bold</span>"))
        #expect(markup.contains("&lt;&amp;&gt;"), "markup characters are escaped")
        #expect(labels[2].allocatedWidth > labels[1].allocatedWidth, "heavy text is wider than regular")
    }

    @Test("Switching a text from styled back to plain drops the markup")
    func backToPlain() throws {
        struct Toggling: View {
            @State var bold = true
            var body: some View {
                VStack {
                    Text("a<b").bold(bold)
                    Button("Plain") { bold = false }
                }
            }
        }
        let host = try GtkTest.show { Toggling() }
        defer { host.close() }
        let label = try #require(host.root.all("GtkLabel").first)
        #expect(label.property("use-markup", as: Bool.self) == true)
        try #require(host.root.all("GtkButton").first).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { label.property("use-markup", as: Bool.self) == false })
        #expect(label.property("label", as: String.self) == "a<b")
    }

    @Test("buttonStyle maps onto GTK's classes and follows state; tint colours a prominent button")
    func buttonStyles() throws {
        struct Styled: View {
            @State var prominent = true
            var body: some View {
                VStack {
                    Button("Go") { prominent = false }.buttonStyle(.borderedProminent)
                    if prominent {
                        Button("Flat") {}.buttonStyle(.plain)
                    } else {
                        Button("Flat") {}.buttonStyle(.bordered)
                    }
                    Button("Tinted") {}.buttonStyle(.borderedProminent).tint(.red)
                }
            }
        }
        let host = try GtkTest.show { Styled() }
        defer { host.close() }
        func button(_ title: String) -> Gtk.Widget? {
            host.root.all("GtkButton").first { $0.labelTexts == [title] }
        }
        #expect(try #require(button("Go")).hasCSSClass("suggested-action"))
        #expect(try #require(button("Flat")).hasCSSClass("flat"))
        let tinted = try #require(button("Tinted"))
        let image = try WidgetRenderer.renderImage(of: tinted)
        let centre = image.pixel(x: 4, y: image.height / 2)
        #expect(centre.red > 150 && centre.green < 90, "the tint fills the prominent button")
        try #require(button("Go")).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { button("Flat").map { !$0.hasCSSClass("flat") } ?? false })
    }
}
