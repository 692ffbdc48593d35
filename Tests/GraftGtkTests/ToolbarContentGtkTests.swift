import Graft
import GtkBridge
import Testing

@Suite("Custom ToolbarContent types and ToolbarTitleMenu in the window's GtkHeaderBar", .serialized)
@MainActor
struct ToolbarContentGtkTests {
    struct EditorToolbar: ToolbarContent {
        @Binding var bold: Bool
        @State private var drafts = 0
        var body: some ToolbarContent {
            ToolbarItem(placement: .primaryAction) { Button(bold ? "Bold on" : "Bold") { bold.toggle() } }
            ToolbarItemGroup(placement: .bottomBar) {
                Text("Drafts \(drafts)")
                Button("New draft") { drafts += 1 }
            }
            if bold {
                ToolbarItem(placement: .cancellationAction) { Button("Plain") { bold = false } }
            }
        }
    }

    struct Editor: View {
        @State var bold = false
        var body: some View {
            Text(bold ? "Page is bold" : "Page is plain")
                .toolbar { EditorToolbar(bold: $bold) }
        }
    }

    struct Mixed: View {
        @State var showsShare = false
        var body: some View {
            Button("Toggle share") { showsShare.toggle() }
                .toolbar {
                    ToolbarItem(placement: .principal) { Text("Mixed") }
                    if showsShare {
                        ToolbarItem(placement: .primaryAction) { Button("Share") {} }
                    } else {
                        ToolbarItem(placement: .navigation) { Button("Back") {} }
                    }
                }
        }
    }

    struct Counter: ToolbarContent {
        @State private var taps = 0
        @Environment(\.toolbarGreeting) private var greeting
        var body: some ToolbarContent {
            ToolbarItem(placement: .navigation) { Button("\(greeting) \(taps)") { taps += 1 } }
        }
    }

    struct Outer: ToolbarContent {
        @State private var showsCounter = true
        var body: some ToolbarContent {
            ToolbarItem(placement: .primaryAction) {
                Button(showsCounter ? "Hide counter" : "Show counter") { showsCounter.toggle() }
            }
            if showsCounter { Counter() }
        }
    }

    struct Nested: View {
        @State var greeting = "Hello"
        var body: some View {
            Button("Greet") { greeting = "Hi" }
                .toolbar { Outer() }
                .environment(\.toolbarGreeting, greeting)
        }
    }

    func button(_ title: String, in root: Gtk.Widget) -> Gtk.Widget? {
        root.all("GtkButton").first { $0.labelTexts == [title] }
    }

    @Test("A custom ToolbarContent's button is in the header bar; clicking it flips the binding and its label")
    func customContentBinding() throws {
        let host = try GtkTest.show(width: 420, height: 200) { Editor() }
        defer { host.close() }
        let bar = try #require(host.window.headerBar, "the window gets a GtkHeaderBar titlebar")
        let content = try #require(host.window.child)
        #expect(content.labelTexts.contains("Page is plain"))
        #expect(button("Plain", in: bar) == nil, "the conditional item is absent while not bold")
        try #require(button("Bold", in: bar), "the item's button is in the header bar").emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { content.labelTexts.contains("Page is bold") })
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { self.button("Bold on", in: bar) != nil })
        #expect(button("Bold", in: bar) == nil, "the label follows the binding")
        // The `if` in the content's body adds an item at the start of the bar, which unsets it.
        let plain = try #require(button("Plain", in: bar), "the conditional item appears")
        let plainX = try #require(plain.frame(in: bar)).x
        #expect(plainX < Double(bar.allocatedWidth) / 2, "a cancellation action goes to the start")
        plain.emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { content.labelTexts.contains("Page is plain") })
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { self.button("Plain", in: bar) == nil })
        #expect(button("Bold", in: bar) != nil)
    }

    @Test("A custom ToolbarContent's own @State lives across updates and its group goes to the bottom bar")
    func customContentState() throws {
        let host = try GtkTest.show(width: 420, height: 200) { Editor() }
        defer { host.close() }
        let bar = try #require(host.window.headerBar)
        let content = try #require(host.window.child)
        #expect(!bar.labelTexts.contains("Drafts 0"), "bottom-bar items are not in the header bar")
        try #require(button("New draft", in: content)).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { content.labelTexts.contains("Drafts 1") })
        // A change of the binding re-evaluates the content; its state stays.
        try #require(button("Bold", in: bar)).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { self.button("Bold on", in: bar) != nil })
        #expect(content.labelTexts.contains("Drafts 1"), "the content's @State survives the re-evaluation")
        try #require(button("New draft", in: content)).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { content.labelTexts.contains("Drafts 2") })
    }

    @Test("if/else in a ToolbarContentBuilder swaps items on a state change")
    func conditionalItems() throws {
        let host = try GtkTest.show(width: 420, height: 200) { Mixed() }
        defer { host.close() }
        let bar = try #require(host.window.headerBar)
        let content = try #require(host.window.child)
        #expect(try #require(bar.titleWidget).labelTexts == ["Mixed"])
        #expect(button("Back", in: bar) != nil)
        #expect(button("Share", in: bar) == nil)
        try #require(button("Toggle share", in: content)).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { self.button("Share", in: bar) != nil })
        #expect(button("Back", in: bar) == nil, "the other branch's item left the bar")
        try #require(button("Toggle share", in: content)).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { self.button("Back", in: bar) != nil })
        #expect(button("Share", in: bar) == nil)
    }

    @Test("Custom content nested in custom content keeps its own @State and reads the environment")
    func nestedContent() throws {
        let host = try GtkTest.show(width: 420, height: 200) { Nested() }
        defer { host.close() }
        let bar = try #require(host.window.headerBar)
        let content = try #require(host.window.child)
        try #require(button("Hello 0", in: bar), "the inner content's item is in the bar").emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { self.button("Hello 1", in: bar) != nil })
        try #require(button("Greet", in: content)).emit("clicked")
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { self.button("Hi 1", in: bar) != nil },
            "a change of the environment re-evaluates the content; its count stays")
        try #require(button("Hide counter", in: bar)).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { self.button("Show counter", in: bar) != nil })
        #expect(button("Hi 1", in: bar) == nil, "the outer content's `if` removed the inner one")
        try #require(button("Show counter", in: bar)).emit("clicked")
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { self.button("Hi 0", in: bar) != nil },
            "content shown again by an `if` starts with fresh state, as a view does")
    }

    @Test("ToolbarSpacer: a flexible one pushes the next bottom-bar item to the far end, a fixed one leaves a gap")
    func spacers() throws {
        let host = try GtkTest.show(width: 420, height: 200) {
            Text("Pages").frame(maxWidth: .infinity, maxHeight: .infinity)
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { Button("Previous") {} }
                    ToolbarSpacer(placement: .bottomBar)
                    ToolbarItem(placement: .bottomBar) { Button("Next") {} }
                    ToolbarSpacer(.fixed, placement: .bottomBar)
                    ToolbarItem(placement: .bottomBar) { Button("Last") {} }
                }
        }
        defer { host.close() }
        let content = try #require(host.window.child)
        let previous = try #require(button("Previous", in: content)?.frame(in: content))
        let next = try #require(button("Next", in: content)?.frame(in: content))
        let last = try #require(button("Last", in: content)?.frame(in: content))
        let width = Double(content.allocatedWidth)
        #expect(previous.x < width / 4, "the first item stays at the start")
        #expect(next.x > width / 2, "the flexible spacer pushed the next items to the end: \(next) of \(width)")
        // The bar's own spacing (6) on either side of a 12-point spacer.
        #expect(last.x - (next.x + next.width) >= 24, "the fixed spacer leaves its gap")
    }

    @Test("ToolbarTitleMenu in .toolbar makes the navigation title a menu of its items")
    func titleMenu() throws {
        final class Taps { var duplicated = 0 }
        let taps = Taps()
        let host = try GtkTest.show(width: 360, height: 300) {
            NavigationStack {
                Text("Document body").navigationTitle("Report")
                    .toolbar {
                        ToolbarTitleMenu {
                            Button("Duplicate") { taps.duplicated += 1 }
                            Button("Rename") {}
                        }
                        ToolbarItem(placement: .primaryAction) { Button("Send") {} }
                    }
            }
        }
        defer { host.close() }
        let popover = try GtkTest.openTitleMenu(titled: "Report", in: host)
        let titles = popover.all("GtkButton").compactMap { $0.labelTexts.first }
        #expect(titles.contains("Duplicate") && titles.contains("Rename"), "the menu shows its items: \(titles)")
        try #require(popover.all("GtkButton").first { $0.labelTexts.first == "Duplicate" }).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { taps.duplicated == 1 })
        let bar = try #require(host.window.headerBar)
        #expect(button("Send", in: host.root) != nil || button("Send", in: bar) != nil, "the other item is shown")
    }
}

extension GtkTest {
    /// Clicks the navigation title, which must be a menu button labelled `title`, and returns the
    /// menu's popover once it shows.
    static func openTitleMenu(titled title: String, in host: HostingWindow) throws -> Gtk.Widget {
        let menuButton = try #require(host.root.all("GtkMenuButton").first { $0.isMapped })
        #expect(menuButton.labelTexts.first == title, "the title is the menu button's label")
        let popover = try #require(menuButton.first("GtkPopover"))
        try #require(menuButton.first("GtkToggleButton")).emit("clicked")
        settle()
        #expect(popover.isVisible, "clicking the title opens the menu")
        return popover
    }
}

private struct ToolbarGreetingKey: EnvironmentKey {
    static let defaultValue = "None"
}

extension EnvironmentValues {
    fileprivate var toolbarGreeting: String {
        get { self[ToolbarGreetingKey.self] }
        set { self[ToolbarGreetingKey.self] = newValue }
    }
}
