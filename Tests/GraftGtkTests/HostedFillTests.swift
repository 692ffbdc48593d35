import Graft
import GtkBridge
import Testing

/// A representable around a plain label that sets no expand flags.
struct PlainLabel: GtkWidgetRepresentable {
    var fixedSize: Size?
    var keepsNaturalHeight = false
    func makeGtkWidget(context: Context) -> Gtk.Label {
        let label = Gtk.Label("hosted")
        if keepsNaturalHeight { label.vexpand = false }
        return label
    }
    func updateGtkWidget(_ label: Gtk.Label, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, gtkWidget: Gtk.Label, context: Context) -> Size? { fixedSize }
}

/// A controller whose root is a plain box, as a `UIViewController`'s view is.
final class PlainController: WidgetController {
    override func loadView() {
        let box = Gtk.Box()
        box.append(Gtk.Label("controller"))
        view = box
    }
}

struct PlainControllerView: GtkWidgetControllerRepresentable {
    func makeController(context: Context) -> PlainController { PlainController() }
    func updateController(_ controller: PlainController, context: Context) {}
}

@Suite("Hosted widgets fill the space offered")
@MainActor
struct HostedFillTests {
    @Test("A representable's widget with no expand flags fills its window")
    func representableFills() throws {
        let host = try GtkTest.show(width: 300, height: 200) { PlainLabel() }
        defer { host.close() }
        let label = try #require(host.root.first("GtkLabel"))
        #expect(label.allocatedWidth == 300 && label.allocatedHeight == 200)
    }

    @Test("A controller's root widget fills its window")
    func controllerFills() throws {
        let host = try GtkTest.show(width: 300, height: 200) { PlainControllerView() }
        defer { host.close() }
        let label = try #require(
            host.root.all("GtkLabel").first { $0.property("label", as: String.self) == "controller" })
        let box = try #require(label.parent)
        #expect(box.allocatedWidth == 300 && box.allocatedHeight == 200)
    }

    @Test("Beside a Text in a VStack, the hosted widget takes the remaining height and the full width")
    func fillsBesideText() throws {
        let host = try GtkTest.show(width: 300, height: 200) {
            VStack(spacing: 0) {
                Text("Title")
                PlainLabel()
            }
        }
        defer { host.close() }
        let labels = host.root.all("GtkLabel")
        let title = try #require(labels.first { $0.property("label", as: String.self) == "Title" })
        let hosted = try #require(labels.first { $0.property("label", as: String.self) == "hosted" })
        #expect(hosted.allocatedWidth == 300)
        #expect(hosted.allocatedHeight == 200 - title.allocatedHeight)
    }

    @Test("sizeThatFits gives the widget its size instead; vexpand = false keeps the natural height")
    func optOut() throws {
        let sized = try GtkTest.show(width: 300, height: 200) { PlainLabel(fixedSize: Size(width: 120, height: 40)) }
        defer { sized.close() }
        let label = try #require(sized.root.first("GtkLabel"))
        #expect(label.allocatedWidth == 120 && label.allocatedHeight == 40)

        let natural = try GtkTest.show(width: 300, height: 200) { PlainLabel(keepsNaturalHeight: true) }
        defer { natural.close() }
        let naturalLabel = try #require(natural.root.first("GtkLabel"))
        #expect(naturalLabel.allocatedWidth == 300)
        #expect(naturalLabel.allocatedHeight == naturalLabel.measure(orientation: .vertical, forSize: 300).natural)
    }
}
