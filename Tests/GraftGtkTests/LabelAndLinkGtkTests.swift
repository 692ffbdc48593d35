import Foundation
import Graft
import GtkBridge
import Testing

@Suite("Link, label styles, LabeledContent, Button(_:systemImage:) and .labelsHidden on GTK", .serialized)
@MainActor
struct LabelAndLinkGtkTests {
    @Test("A Link draws as GTK's link button and a click hands its destination to openURL")
    func link() throws {
        final class Log { var opened: [String] = [] }
        let log = Log()
        let host = try GtkTest.show {
            Link("Graft on the web", destination: URL(string: "https://example.invalid/graft")!)
                .environment(
                    \.openURL,
                    OpenURLAction { url in
                        log.opened.append(url.absoluteString)
                        return .handled
                    })
        }
        defer { host.close() }
        let button = try #require(host.root.first("GtkButton"))
        #expect(button.hasCSSClass("link"))
        #expect(button.labelTexts == ["Graft on the web"])
        button.emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.opened == ["https://example.invalid/graft"] })
    }

    @Test(
        ".labelStyle: icon only keeps the title as the accessible name, title only drops the icon, a custom style reorders"
    )
    func labelStyles() throws {
        struct TrailingIcon: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.title
                    configuration.icon
                }
            }
        }
        let host = try GtkTest.show {
            VStack {
                Label("Both", systemImage: "star").frame(height: 24)
                Label("Icon", systemImage: "star").labelStyle(.iconOnly).frame(height: 24)
                Label("Title", systemImage: "star").labelStyle(.titleOnly).frame(height: 24)
                Label("Custom", systemImage: "star").labelStyle(TrailingIcon()).frame(height: 24)
            }
        }
        defer { host.close() }
        #expect(host.root.labelTexts == ["Both", "Title", "Custom"])
        #expect(host.root.all("GtkPicture").count == 3, "icons of Both, Icon and Custom")
        let window = host.root
        let custom = try #require(host.root.all("GtkLabel").last)
        let icons = host.root.all("GtkPicture")
        let customFrame = try #require(custom.frame(in: window))
        let customIcon = try #require(icons.last?.frame(in: window))
        #expect(customIcon.x > customFrame.x, "TrailingIcon puts the icon after the title")
        let both = try #require(host.root.all("GtkLabel").first?.frame(in: window))
        let bothIcon = try #require(icons.first?.frame(in: window))
        #expect(bothIcon.x < both.x, "the default style puts the icon first")
    }

    @Test(
        "LabeledContent puts its label at the leading edge and the value at the trailing edge; labelsHidden drops labels"
    )
    func labeledContent() throws {
        let host = try GtkTest.show(width: 400) {
            VStack {
                LabeledContent("Version", value: "2.1")
                LabeledContent("Price", value: 3.5, format: .number.precision(.fractionLength(2)))
                VStack {
                    LabeledContent("Hidden", value: "shown")
                    Toggle("Wi-Fi", isOn: .constant(true))
                }
                .labelsHidden()
            }
        }
        defer { host.close() }
        #expect(host.root.labelTexts == ["Version", "2.1", "Price", "3.50", "shown"])
        let labels = host.root.all("GtkLabel")
        let title = try #require(labels[0].frame(in: host.root))
        let value = try #require(labels[1].frame(in: host.root))
        #expect(title.x < 40, "the label starts at the leading edge")
        #expect(value.x + value.width > 360, "the value ends at the trailing edge")
        #expect(host.root.first("GtkSwitch") != nil, "a toggle with its label hidden keeps its switch")
    }

    @Test("Button(_:systemImage:action:) shows the symbol and the title, and runs its action")
    func systemImageButton() throws {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                VStack {
                    Button("Add", systemImage: "plus") { count += 1 }
                    Text("count \(count)")
                }
            }
        }
        let host = try GtkTest.show { Counter() }
        defer { host.close() }
        let button = try #require(host.root.first("GtkButton"))
        #expect(button.labelTexts == ["Add"])
        let icon = try #require(button.first("GtkPicture"), "the symbol is drawn inside the button")
        #expect(!icon.hasCSSClass("graft-image-missing"), "plus maps to a freedesktop icon GTK finds")
        button.emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.last == "count 1" })
    }
}
