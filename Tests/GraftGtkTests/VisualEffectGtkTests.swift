import Foundation
import Graft
import GtkBridge
import Testing

@Suite("Coordinate spaces, scroll geometry and .visualEffect on GTK", .serialized)
@MainActor
struct VisualEffectGtkTests {
    final class Seen {
        var scroller: ScrollViewProxy?
        var frames: [CGRect] = []
        var proxies: [GeometryProxy] = []
    }

    /// Rows 50 pixels high (row `i` starts at `50 * i`) in a 300 × 200 scroll view; `top` is row 0,
    /// row 8 is blue and the others are clear (later rows draw over earlier ones, as in SwiftUI).
    func scrolling<Top: View>(_ seen: Seen, @ViewBuilder top: () -> Top) throws -> HostingWindow {
        let first = top()
        return try GtkTest.show(width: 300, height: 200) {
            ScrollViewReader { proxy in
                let _ = seen.scroller = proxy
                ScrollView {
                    VStack(spacing: 0) {
                        first.frame(height: 50).id(0)
                        ForEach(1..<30, id: \.self) { index in
                            (index == 8 ? Color.blue : Color.clear).frame(height: 50).id(index)
                        }
                    }
                }
            }
        }
    }

    @Test("A frame in .scrollView moves as the content scrolls; the global frame moves with it")
    func scrollFrames() throws {
        let seen = Seen()
        let host = try scrolling(seen) {
            Color.red.onGeometryChange(for: GeometryProxy.self) {
                $0
            } action: {
                seen.proxies.append($0)
            }
        }
        defer { host.close() }
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { seen.proxies.last?.frame(in: .scrollView).minY == 0 })
        let before = try #require(seen.proxies.last).frame(in: .global)
        try #require(seen.scroller).scrollTo(4, anchor: .top)
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { seen.proxies.last?.frame(in: .scrollView).minY == -200 },
            "\(seen.proxies.map { $0.frame(in: .scrollView).minY })")
        let after = try #require(seen.proxies.last)
        #expect(after.frame(in: .global).minY == before.minY - 200, "the window frame moved as much")
        #expect(after.frame(in: .scrollView(axis: .vertical)).minY == -200)
        let visible = try #require(after.bounds(of: .scrollView))
        #expect(visible.minY == 200 && visible.height == 200, "the scroll view shows rows 200…400 of the content")
    }

    @Test("A named space measures frames from its corner; the nearest of a repeated name wins; unknown names are nil")
    func namedSpaces() throws {
        let seen = Seen()
        let host = try GtkTest.show(width: 300, height: 300) {
            VStack(spacing: 0) {
                Color.clear.frame(height: 30)
                VStack(spacing: 0) {
                    Color.clear.frame(height: 20)
                    VStack(spacing: 0) {
                        Color.clear.frame(height: 40)
                        Color.red.frame(width: 60, height: 60)
                            .onGeometryChange(for: GeometryProxy.self) {
                                $0
                            } action: {
                                seen.proxies.append($0)
                            }
                    }
                    .coordinateSpace(.named("card"))
                }
                .coordinateSpace(name: "card")
                .coordinateSpace(.named(7))
                Spacer()
            }
        }
        defer { host.close() }
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { seen.proxies.last?.size.height == 60 })
        let proxy = try #require(seen.proxies.last)
        #expect(proxy.frame(in: .named("card")).minY == 40, "measured from the inner card")
        #expect(proxy.frame(in: .named(7)).minY == 60, "the outer space: 20 + 40 below its top")
        #expect(proxy.frame(in: CoordinateSpace.named(7)) == proxy.frame(in: .named(7)))
        #expect(proxy.bounds(of: .named("card"))?.minY == -40)
        #expect(proxy.bounds(of: .named("elsewhere")) == nil && proxy.bounds(of: .scrollView) == nil)
        #expect(
            proxy.frame(in: .named("elsewhere")) == proxy.frame(in: .global), "an unknown name measures in the window")
    }

    @Test("visualEffect pins a header to the top as the content scrolls, drawing it where it did not lay out")
    func stickyHeader() throws {
        let seen = Seen()
        let host = try scrolling(seen) {
            Color.red.visualEffect { content, proxy in content.offset(y: proxy.bounds(of: .scrollView)?.minY ?? 0) }
        }
        defer { host.close() }
        let scroller = try #require(host.root.first("GtkScrolledWindow"))
        func topIsRed() throws -> Bool {
            let pixel = try WidgetRenderer.renderImage(of: scroller).pixel(x: 150, y: 20)
            return pixel.red > 200 && pixel.blue < 60
        }
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { (try? topIsRed()) == true })
        try #require(seen.scroller).scrollTo(6, anchor: .top)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { scroller.scrollPosition?.y == 300 })
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { (try? topIsRed()) == true }, "the header follows the scroll")
        // Row 8 (400…450 in the content) shows at 100…150.
        let pixel = try WidgetRenderer.renderImage(of: scroller).pixel(x: 150, y: 120)
        #expect(pixel.blue > 200 && pixel.red < 60, "below it, the rows scrolled")
    }

    @Test("visualEffect scales from the geometry; the proxy is the layout frame, before the effect")
    func geometryDrivenScale() throws {
        let seen = Seen()
        let host = try GtkTest.show(width: 200, height: 200) {
            Color.red.frame(width: 40, height: 40)
                .visualEffect { content, proxy in
                    content.scaleEffect(proxy.size.width / 20, anchor: .topLeading).opacity(
                        proxy.size.width > 0 ? 1 : 0)
                }
                .onGeometryChange(for: CGRect.self) {
                    $0.frame(in: .local)
                } action: {
                    seen.frames.append($0)
                }
                .frame(width: 200, height: 200, alignment: .topLeading)
                .background(Color.white)
        }
        defer { host.close() }
        let overlay = try #require(
            host.root.all("GtkOverlay").first { $0.allocatedWidth == 200 && $0.allocatedHeight == 200 })
        func red(_ x: Int, _ y: Int) throws -> Bool {
            let pixel = try WidgetRenderer.renderImage(of: overlay).pixel(x: x, y: y)
            return pixel.red > 200 && pixel.green < 60
        }
        // 40 wide, so scaled by 2 from the top-leading corner: 80 × 80.
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { (try? red(75, 75)) == true })
        #expect(try !red(85, 85))
        #expect(seen.frames.last?.size == CGSize(width: 40, height: 40), "the layout did not grow")
    }
}
