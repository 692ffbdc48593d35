import Graft
import GtkBridge
import Testing

@Suite("SwiftUI's picker style types and .imageScale on GTK", .serialized)
@MainActor
struct PickerStyleAndImageScaleTests {
    @Test("Old-style picker style values choose the same controls as the static members")
    func styleTypes() throws {
        let host = try GtkTest.show(width: 400, height: 300) {
            VStack {
                Picker("A", selection: .constant(1)) {
                    Text("One").tag(1); Text("Two").tag(2)
                }
                .pickerStyle(SegmentedPickerStyle())
                Picker("B", selection: .constant(1)) {
                    Text("Three").tag(1); Text("Four").tag(2)
                }
                .pickerStyle(.wheel)
                Picker("C", selection: .constant(1)) {
                    Text("Five").tag(1); Text("Six").tag(2)
                }
                .pickerStyle(MenuPickerStyle())
            }
        }
        defer { host.close() }
        let segments = host.root.all("GtkToggleButton").filter { $0.parent?.hasCSSClass("linked") == true }
        #expect(segments.map { $0.property("label", as: String.self) } == ["One", "Two"])
        // The wheel (a phone's control) and the menu are drop-downs here.
        #expect(host.root.all("GtkDropDown").count == 2)
    }

    @Test(".imageScale sizes symbol images: small < medium < large, and a change reloads the icon")
    func imageScale() throws {
        struct Icons: View {
            @State var scale = Image.Scale.small
            var body: some View {
                // The first image follows `scale`; the second keeps the default.
                VStack(alignment: .leading) {
                    Image(systemName: "trash").imageScale(scale)
                    Image(systemName: "trash")
                    Button("Grow") { scale = .large }
                }
            }
        }
        let host = try GtkTest.show(width: 200, height: 200) { Icons() }
        defer { host.close() }
        func sizes() -> [Int] {
            // A picture's natural width is its icon's size.
            host.root.all("GtkPicture").map { $0.measure(orientation: .horizontal).natural }
        }
        let small = sizes()
        #expect(small == [12, 16], "\(small)")
        _ = try #require(host.root.all("GtkButton").first { $0.labelTexts.first == "Grow" }).emit("clicked")
        GtkTest.settle()
        let large = sizes()
        #expect(large == [22, 16], "\(large)")
    }
}
