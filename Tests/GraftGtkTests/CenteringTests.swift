import Graft
import GtkBridge
import Testing

@Suite("Centring as in SwiftUI")
@MainActor
struct CenteringTests {
    /// The label's centre in window coordinates.
    func center(of text: String, in host: HostingWindow) throws -> (x: Double, y: Double) {
        let label = try #require(host.root.all("GtkLabel").first { $0.property("label", as: String.self) == text })
        let frame = try #require(label.frame(in: host.window))
        return (frame.x + frame.width / 2, frame.y + frame.height / 2)
    }

    @Test("A window's root view sits in the middle of the window")
    func rootCentred() throws {
        let host = try GtkTest.show(width: 320, height: 240) {
            VStack {
                Text("Hello")
                Text("World")
            }
        }
        defer { host.close() }
        let hello = try center(of: "Hello", in: host)
        let world = try center(of: "World", in: host)
        #expect(abs(hello.x - 160) <= 1 && abs(world.x - 160) <= 1)
        #expect(abs((hello.y + world.y) / 2 - 120) <= 1)
        #expect(hello.y < world.y)
    }

    @Test("Text in .frame(width:height:) is centred; the frame's alignment places it")
    func frameAlignment() throws {
        let host = try GtkTest.show(width: 320, height: 240) {
            VStack(spacing: 0) {
                Text("middle").frame(width: 200, height: 80)
                Text("corner").frame(width: 200, height: 80, alignment: .bottomTrailing)
            }
        }
        defer { host.close() }
        let middleLabel = try #require(
            host.root.all("GtkLabel").first { $0.property("label", as: String.self) == "middle" })
        let frame = try #require(middleLabel.parent?.frame(in: host.window))
        #expect(frame.width == 200 && frame.height == 80)
        let middle = try center(of: "middle", in: host)
        #expect(abs(middle.x - (frame.x + 100)) <= 1 && abs(middle.y - (frame.y + 40)) <= 1)

        let cornerLabel = try #require(
            host.root.all("GtkLabel").first { $0.property("label", as: String.self) == "corner" })
        let cornerFrame = try #require(cornerLabel.parent?.frame(in: host.window))
        let corner = try #require(cornerLabel.frame(in: host.window))
        #expect(abs(corner.x + corner.width - (cornerFrame.x + cornerFrame.width)) <= 1)
        #expect(abs(corner.y + corner.height - (cornerFrame.y + cornerFrame.height)) <= 1)
    }
}
