import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

@Suite("TextField(_:value:format:) on GTK: formatted values, parsed back on Enter", .serialized)
@MainActor
struct TextFieldFormatGtkTests {
    struct Prices: View {
        @State var price = 3.0
        @State var count = 7
        @State var rate: Double? = 0.25
        let euros = FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: Locale(identifier: "en_US"))
        var body: some View {
            VStack {
                TextField("Price", value: $price, format: euros)
                TextField("Count", value: $count, format: .number)
                TextField("Rate", value: $rate, format: .percent.locale(Locale(identifier: "en_US")))
                Text("price \(price) count \(count) rate \(rate.map { "\($0)" } ?? "none")")
                Text(price, format: euros)
            }
        }
    }

    func entries(_ host: HostingWindow) -> [Gtk.Widget] { host.root.all("GtkEntry") }
    func text(_ entry: Gtk.Widget) -> String? { entry.first("GtkText")?.property("text", as: String.self) }
    func type(_ entry: Gtk.Widget, _ text: String) throws {
        try entry.first("GtkText")!.setProperty("text", text)
    }

    @Test("the field shows the formatted value; typed text reaches the binding only on Enter, parsed")
    func commitsOnEnter() throws {
        let host = try GtkTest.show(width: 360, height: 300) { Prices() }
        defer { host.close() }
        let fields = entries(host)
        try #require(fields.count == 3)
        #expect(text(fields[0]) == "€3.00")
        #expect(text(fields[1]) == "7")
        #expect(text(fields[2]) == "25%")
        #expect(host.root.labelTexts.contains("€3.00"), "Text(_:format:) formats the same way")

        try type(fields[0], "€12.50")
        try type(fields[1], "42")
        GtkTest.settle()
        #expect(host.root.labelTexts.contains("price 3.0 count 7 rate 0.25"), "typing alone changes nothing")
        #expect(text(fields[0]) == "€12.50", "what is typed stays while editing")

        fields[0].emit("activate")
        fields[1].emit("activate")
        GtkTest.settle()
        #expect(host.root.labelTexts.contains("price 12.5 count 42 rate 0.25"), "Enter parses into the bindings")
        #expect(host.root.labelTexts.contains("€12.50"))
    }

    @Test("unparsable text leaves the binding as it was and shows the value again; empty text commits nil")
    func badInput() throws {
        let host = try GtkTest.show(width: 360, height: 300) { Prices() }
        defer { host.close() }
        let fields = entries(host)
        try #require(fields.count == 3)
        try type(fields[0], "twelve")
        fields[0].emit("activate")
        try type(fields[1], "many")
        fields[1].emit("activate")
        GtkTest.settle()
        #expect(host.root.labelTexts.contains("price 3.0 count 7 rate 0.25"), "the bindings kept their values")
        #expect(text(fields[0]) == "€3.00", "the field shows the value again")
        #expect(text(fields[1]) == "7")

        try type(fields[2], "")
        fields[2].emit("activate")
        GtkTest.settle()
        #expect(host.root.labelTexts.contains("price 3.0 count 7 rate none"), "an optional value takes nil")
        #expect(text(fields[2]) == "")
    }
}
