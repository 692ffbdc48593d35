import Graft
import GtkBridge
import Testing

/// The CSS declarations of the shared stylesheet's classes on `widget`.
@MainActor
func styleDeclarations(_ widget: Gtk.Widget) -> String {
    let rules = StyleSheet.shared.css.split(separator: "\n")
    return widget.cssClasses.filter(isStyleClass).compactMap { name in
        rules.first { $0.hasPrefix(".\(name) {") }.map(String.init)
    }.joined(separator: " ")
}

@Suite("View-level text modifiers on GTK", .serialized)
@MainActor
struct TextModifierGtkTests {
    @Test("fontWeight, italic and fontDesign on a stack style every text inside it, on top of each text's own font")
    func stackStyling() throws {
        let host = try GtkTest.show {
            VStack {
                Text("WWWWWW")
                VStack {
                    Text("WWWWWW").font(.title)
                    Text("WWWWWW")
                    Text("WWWWWW").font(.system(.caption2, design: .monospaced))
                }
                .fontWeight(.black)
                .italic()
                .fontDesign(.serif)
            }
        }
        defer { host.close() }
        let labels = host.root.all("GtkLabel")
        try #require(labels.count == 4)
        let title = styleDeclarations(labels[1])
        #expect(title.contains("font-size: 22px"), "the title keeps its own size")
        #expect(title.contains("font-weight: 900") && title.contains("font-style: italic"))
        #expect(title.contains("font-family: serif"))
        let plain = styleDeclarations(labels[2])
        #expect(plain.contains("font-weight: 900") && !plain.contains("font-size"), "no font: the theme's size stays")
        #expect(styleDeclarations(labels[3]).contains("font-size: 9px"), "caption2 is smaller than caption")
        #expect(labels[2].allocatedWidth > labels[0].allocatedWidth, "black text is wider than regular")
    }

    @Test("bold(isActive) follows its argument: turning it off makes the text regular again")
    func boldToggles() throws {
        struct Toggling: View {
            @State var isBold = true
            var body: some View {
                VStack {
                    VStack { Text("WWWWWW") }.bold(isBold)
                    Text("WWWWWW")
                    VStack { Text("0123") }.monospaced()
                    Button("Regular") { isBold = false }
                }
            }
        }
        let host = try GtkTest.show { Toggling() }
        defer { host.close() }
        let labels = host.root.all("GtkLabel")
        let (bold, regular) = (labels[0], labels[1])
        #expect(bold.allocatedWidth > regular.allocatedWidth)
        #expect(styleDeclarations(bold).contains("font-weight: 700"))
        #expect(styleDeclarations(labels[2]).contains("font-family: monospace"))
        try #require(host.root.all("GtkButton").first).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { bold.allocatedWidth == regular.allocatedWidth })
        #expect(!styleDeclarations(bold).contains("font-weight"))
    }

    @Test("multilineTextAlignment justifies the lines, tracking spreads the letters, lineSpacing spaces the lines")
    func paragraphs() throws {
        let long = "one two three four five six seven eight nine ten eleven twelve thirteen"
        let host = try GtkTest.show(width: 200, height: 400) {
            VStack {
                Text(long).multilineTextAlignment(.center)
                Text(long).multilineTextAlignment(.trailing).lineSpacing(12)
                Text("WWWW")
                Text("WWWW").tracking(6)
                Text(long)
            }
        }
        defer { host.close() }
        let labels = host.root.all("GtkLabel")
        try #require(labels.count == 5)
        #expect(labels[0].property("justify", as: String.self) == "center")
        #expect(labels[1].property("justify", as: String.self) == "right")
        #expect(labels[4].property("justify", as: String.self) == "left")
        #expect(labels[3].allocatedWidth >= labels[2].allocatedWidth + 18, "6 pt between each of four letters")
        #expect(labels[1].allocatedHeight > labels[4].allocatedHeight + 12, "the spaced text is taller")
    }
}

@Suite("Markdown in Text on GTK", .serialized)
@MainActor
struct MarkdownTextGtkTests {
    @Test("A literal's Markdown becomes Pango markup on the one label; its link opens through openURL")
    func markupAndLink() throws {
        final class Opened { var urls: [URL] = [] }
        let opened = Opened()
        let host = try GtkTest.show {
            Text("**Bold**, `code` and [Swift](https://swift.org)")
                .environment(
                    \.openURL,
                    OpenURLAction { url in
                        opened.urls.append(url)
                        return .handled
                    })
        }
        defer { host.close() }
        let label = try #require(host.root.first("GtkLabel"))
        let markup = try #require(label.property("label", as: String.self))
        #expect(label.property("use-markup", as: Bool.self) == true)
        #expect(markup.contains(#"weight="700">Bold"#) && markup.contains(#"font_family="monospace">code"#))
        #expect(markup.contains(#"<a href="https://swift.org">Swift</a>"#))
        #expect(label.emitReturningBool("activate-link", string: "https://swift.org"), "the view's action handled it")
        #expect(opened.urls == [URL(string: "https://swift.org")!])
    }
}
