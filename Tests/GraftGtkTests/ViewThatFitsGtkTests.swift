import Graft
import GtkBridge
import Testing

@Suite("ViewThatFits on GTK", .serialized)
@MainActor
struct ViewThatFitsGtkTests {
    /// The texts of the labels on screen (mapped), in order.
    func shownTexts(_ host: HostingWindow) -> [String] {
        host.root.all("GtkLabel").filter(\.isMapped).compactMap { $0.property("label", as: String.self) }
    }

    /// Waits for the labels on screen to be `expected`.
    func expectShown(_ host: HostingWindow, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { shownTexts(host) == expected }, "\(shownTexts(host))",
            sourceLocation: sourceLocation)
    }

    @Test("The first child whose width fits shows; a narrower window shows the next, a wider one the first again")
    func picksByWidth() throws {
        let host = try GtkTest.show(width: 500, height: 200) {
            ViewThatFits(in: .horizontal) {
                Text("wide").frame(width: 400)
                Text("middle").frame(width: 250)
                Text("narrow").frame(width: 100)
            }
        }
        defer { host.close() }
        expectShown(host, ["wide"])
        let wide = try #require(host.root.all("GtkLabel").first { $0.property("label", as: String.self) == "wide" })
        #expect(wide.allocatedWidth <= 400 && wide.isMapped)

        host.window.setDefaultSize(width: 300, height: 200)
        expectShown(host, ["middle"])
        #expect(host.window.allocatedWidth == 300)

        host.window.setDefaultSize(width: 120, height: 200)
        expectShown(host, ["narrow"])

        host.window.setDefaultSize(width: 500, height: 200)
        expectShown(host, ["wide"])
    }

    @Test("The window can shrink to the narrowest child, and no further")
    func minimumWidth() throws {
        let host = try GtkTest.show(width: 60, height: 100) {
            ViewThatFits(in: .horizontal) {
                Text("wide").frame(width: 400)
                Text("narrow").frame(width: 150)
            }
        }
        defer { host.close() }
        expectShown(host, ["narrow"])
        #expect(host.window.allocatedWidth == 150)
    }

    @Test("Along the vertical axis the height decides; a row that is too wide does not matter then")
    func picksByHeight() throws {
        let host = try GtkTest.show(width: 200, height: 150) {
            ViewThatFits(in: .vertical) {
                VStack(spacing: 0) {
                    Text("tall")
                    Color.blue.frame(width: 300, height: 280)
                }
                Text("short").frame(height: 40)
            }
        }
        defer { host.close() }
        expectShown(host, ["short"])

        host.window.setDefaultSize(width: 200, height: 400)
        expectShown(host, ["tall"])
    }

    @Test("Both axes by default: a row becomes a column in a window narrower than the row")
    func rowOrColumn() throws {
        let host = try GtkTest.show(width: 600, height: 300) {
            ViewThatFits {
                HStack {
                    Text("Sign in with your account")
                    Toggle("Remember me", isOn: .constant(true))
                    Text("row end")
                }
                VStack {
                    Text("Sign in")
                    Text("column end")
                }
            }
        }
        defer { host.close() }
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { shownTexts(host).last == "row end" }, "\(shownTexts(host))")
        let natural = try #require(
            host.root.all("GtkBox").first { box in
                box.all("GtkLabel").contains { $0.property("label", as: String.self) == "row end" }
                    && !box.all("GtkLabel").contains { $0.property("label", as: String.self) == "column end" }
            }
        ).measure(orientation: .horizontal).natural
        host.window.setDefaultSize(width: natural - 20, height: 300)
        expectShown(host, ["Sign in", "column end"])
    }
}
