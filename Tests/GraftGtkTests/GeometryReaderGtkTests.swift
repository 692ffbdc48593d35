import Graft
import GtkBridge
import Testing

@Suite("GeometryReader on GTK", .serialized)
@MainActor
struct GeometryReaderGtkTests {
    final class Counter {
        var bodies = 0
    }

    @Test("The content sees the reader's size and re-runs when the window is resized, without a loop")
    func followsSize() throws {
        let counter = Counter()
        let host = try GtkTest.show(width: 300, height: 200) {
            GeometryReader { proxy in
                let _ = counter.bodies += 1
                VStack(alignment: .leading, spacing: 0) {
                    Text("size \(Int(proxy.size.width))x\(Int(proxy.size.height))")
                    Color.red.frame(width: proxy.size.width / 2, height: 10)
                }
            }
        }
        defer { host.close() }
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts == ["size 300x200"] },
            "\(host.root.labelTexts)")
        GtkTest.settle()
        let red = try #require(host.root.all("GtkBox").first { $0.allocatedHeight == 10 })
        #expect(red.allocatedWidth == 150)
        let frame = try #require(red.frame(in: host.window))
        #expect(frame.x == 0 && frame.y > 0, "content at the top-leading corner")
        GtkTest.settle()
        let settled = counter.bodies
        #expect(settled == 2, "one body for zero, one for the first layout: \(settled)")
        // Nothing changes while nothing is resized: no feedback from the content to the reader.
        for _ in 0..<3 { GtkTest.settle() }
        #expect(counter.bodies == settled)

        host.window.setDefaultSize(width: 400, height: 260)
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts == ["size 400x260"] },
            "\(host.root.labelTexts)")
        GtkTest.settle()
        #expect(red.allocatedWidth == 200)
        #expect(counter.bodies == settled + 1, "one more body per new size")
    }

    @Test("frame(in: .global) is the reader's place in the window; .local starts at zero; no safe area")
    func frames() throws {
        final class Seen {
            var proxy: GeometryProxy?
        }
        let seen = Seen()
        let host = try GtkTest.show(width: 300, height: 200) {
            VStack(spacing: 0) {
                Color.blue.frame(height: 50)
                GeometryReader { proxy in
                    let _ = seen.proxy = proxy
                    Text("w \(Int(proxy.size.width))")
                }
            }
        }
        defer { host.close() }
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts == ["w 300"] })
        let proxy = try #require(seen.proxy)
        #expect(proxy.frame(in: .global) == CGRect(x: 0, y: 50, width: 300, height: 150))
        #expect(proxy.frame(in: .local) == CGRect(x: 0, y: 0, width: 300, height: 150))
        #expect(proxy.safeAreaInsets == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }
}
