import Graft
import GtkBridge
import Testing

struct PickerHost: View {
    @State private var flavour = "vanilla"
    var body: some View {
        VStack {
            Text("Chose \(flavour)")
            Picker("Flavour", selection: $flavour) {
                Text("Vanilla").tag("vanilla")
                Text("Chocolate").tag("chocolate")
            }
            Picker("Flavour", selection: $flavour) {
                ForEach(["vanilla", "chocolate"], id: \.self) { Text($0.capitalized).tag($0) }
            }
            .pickerStyle(.segmented)
            Button("Reset") { flavour = "vanilla" }
        }
    }
}

@Suite("Picker on GTK", .serialized)
@MainActor
struct PickerTests {
    @Test("Menu and segmented pickers show the tagged choices and follow the selection both ways")
    func menuAndSegmented() throws {
        let host = try GtkTest.show(width: 360, height: 200) { PickerHost() }
        defer { host.close() }
        let dropDown = try #require(host.root.first("GtkDropDown"))
        // The drop-down has a toggle button of its own inside; the segmented picker's are in a linked box.
        let toggles = host.root.all("GtkToggleButton").filter { $0.parent?.hasCSSClass("linked") == true }
        #expect(toggles.map { $0.property("label", as: String.self) } == ["Vanilla", "Chocolate"])
        #expect(dropDown.property("selected", as: Int.self) == 0)
        #expect(toggles.map { $0.property("active", as: Bool.self) } == [true, false])
        try dropDown.setProperty("selected", 1)
        GtkTest.settle()
        #expect(host.root.labelTexts.contains("Chose chocolate"))
        #expect(toggles.map { $0.property("active", as: Bool.self) } == [false, true], "the other picker followed")
        _ = toggles[0].emit("clicked")
        GtkTest.settle()
        #expect(host.root.labelTexts.contains("Chose vanilla"))
        #expect(dropDown.property("selected", as: Int.self) == 0)
    }

    struct PeoplePicker: View {
        @State var people = 4
        var body: some View {
            VStack {
                Text("People \(people)")
                Picker("People", selection: $people) {
                    ForEach(2..<10) { Text("\($0) people") }
                }
            }
        }
    }

    @Test("ForEach rows without a .tag are tagged with their ids, as in SwiftUI")
    func forEachIDsAreTags() throws {
        let host = try GtkTest.show(width: 360, height: 200) { PeoplePicker() }
        defer { host.close() }
        let dropDown = try #require(host.root.first("GtkDropDown"))
        #expect(dropDown.property("selected", as: Int.self) == 2, "4 is the third row of 2..<10")
        try dropDown.setProperty("selected", 5)
        GtkTest.settle()
        #expect(host.root.labelTexts.contains("People 7"), "choosing the sixth row writes its id")
    }
}
