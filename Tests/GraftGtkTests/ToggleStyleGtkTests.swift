import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

@Suite(".toggleStyle on GTK: switches, check boxes, toggle buttons and styles of your own", .serialized)
@MainActor
struct ToggleStyleGtkTests {
    struct Styles: View {
        @State var wifi = false
        @State var remember = false
        @State var bold = true
        @State var plain = false
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
                Toggle("Remember me", isOn: $remember).toggleStyle(.checkbox)
                Toggle("Bold", isOn: $bold).toggleStyle(.button)
                Toggle("Plain", isOn: $plain).toggleStyle(.automatic)
                Text("\(wifi) \(remember) \(bold) \(plain)")
                Button("reset") { bold = true }
            }
        }
    }

    @Test("each built-in style shows its GTK control, holding or beside the label, bound both ways")
    func builtInStyles() throws {
        let host = try GtkTest.show(width: 360, height: 300) { Styles() }
        defer { host.close() }
        #expect(host.root.all("GtkSwitch").count == 2, ".switch and .automatic are switches")
        let check = try #require(host.root.first("GtkCheckButton"))
        let button = try #require(host.root.first("GtkToggleButton"))
        #expect(check.labelTexts == ["Remember me"], "the check box holds its label, so a click on it flips it")
        #expect(button.labelTexts == ["Bold"], "the toggle button shows the label")
        #expect(button.property("active", as: Bool.self) == true, "the button shows the binding's value")
        #expect(check.allocatedWidth > 0 && button.allocatedHeight > 0)

        check.emit("activate")
        button.emit("clicked")
        try host.root.all("GtkSwitch")[1].setProperty("active", true)
        GtkTest.settle()
        #expect(host.root.labelTexts.contains("false true false true"), "the user's flips write the bindings")

        host.root.all("GtkButton").first { $0.labelTexts == ["reset"] }?.emit("clicked")
        GtkTest.settle()
        #expect(button.property("active", as: Bool.self) == true, "a change of the binding presses the button")
        #expect(host.root.labelTexts.contains("false true true true"))
    }

    @Test("a click on a check box's label flips it, as on the desktop")
    func checkboxLabelClick() throws {
        struct Check: View {
            @State var isOn = false
            var body: some View {
                VStack {
                    Toggle("Send reports", isOn: $isOn).toggleStyle(CheckboxToggleStyle())
                    Text(isOn ? "on" : "off")
                }
            }
        }
        let host = try HostingWindow(title: "toggle-check", width: 260, height: 160, colorScheme: .light) { Check() }
        host.present()
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.window.isMapped })
        GtkTest.settle()
        defer {
            host.close()
            Pointer.park()
        }
        let label = try #require(host.root.all("GtkLabel").first { $0.labelTexts == ["Send reports"] })
        let process = try Pointer.run(
            window: "toggle-check", at: try Pointer.centre(of: label, in: host.window), ["click", "1"])
        #expect(MainLoop.runUntil(timeout: .seconds(10)) { !process.isRunning })
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.contains("on") }, "the click checked it")
        #expect(host.root.first("GtkCheckButton")?.property("active", as: Bool.self) == true)
    }

    struct Checkmark: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button {
                configuration.isOn.toggle()
            } label: {
                HStack {
                    configuration.label
                    Text(configuration.isOn ? "[x]" : "[ ]")
                }
            }
        }
    }

    @Test("a custom ToggleStyle draws the toggle from its configuration and writes isOn back")
    func customStyle() throws {
        struct Custom: View {
            @State var done = false
            @State var styled = true
            var body: some View {
                VStack {
                    if styled {
                        Toggle("Done", isOn: $done).toggleStyle(Checkmark())
                    } else {
                        Toggle("Done", isOn: $done)
                    }
                    Text(done ? "is done" : "not done")
                    Button("plain") { styled = false }
                }
            }
        }
        let host = try GtkTest.show { Custom() }
        defer { host.close() }
        #expect(host.root.first("GtkSwitch") == nil, "the style replaces the switch")
        let styled = try #require(host.root.all("GtkButton").first { $0.labelTexts == ["Done", "[ ]"] })
        styled.emit("clicked")
        GtkTest.settle()
        #expect(host.root.labelTexts.contains("[x]"), "the style sees the new isOn")
        #expect(host.root.labelTexts.contains("is done"), "configuration.isOn wrote the binding")

        host.root.all("GtkButton").first { $0.labelTexts == ["plain"] }?.emit("clicked")
        GtkTest.settle()
        #expect(host.root.first("GtkSwitch")?.property("active", as: Bool.self) == true, "the default is a switch")
    }
}
