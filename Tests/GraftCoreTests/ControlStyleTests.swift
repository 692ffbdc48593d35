import Foundation
import GraftCore
import GraftTestBackend
import Testing

@Suite("Toggle and progress styles, scrolling and text case on the engine's side")
@MainActor
struct ControlStyleTests {
    @Test("a toggle style names the control the backend makes; a change of style makes it anew")
    func toggleStyles() {
        struct Toggles: View {
            @State var isOn = false
            @State var asButton = false
            var body: some View {
                VStack {
                    if asButton {
                        Toggle("a", isOn: $isOn).toggleStyle(.button)
                    } else {
                        Toggle("a", isOn: $isOn).toggleStyle(.checkbox)
                    }
                    Toggle("b", isOn: $isOn)
                    Button("swap") { asButton = true }
                }
            }
        }
        let harness = Harness(Toggles())
        let toggles = { harness.root.allWidgets.filter { $0.kind == "toggle" } }
        #expect(toggles().map { $0["appearance"] } == ["checkbox", "switch"])
        toggles()[0].setOn(true)
        harness.turn()
        #expect(toggles().map { $0["isOn"] } == ["true", "true"], "one binding, both controls")
        harness.root.allWidgets.first { $0.kind == "button" }?.click()
        harness.turn()
        #expect(toggles().map { $0["appearance"] } == ["button", "switch"])
        #expect(toggles()[0]["isOn"] == "true", "the new control shows the binding")
    }

    @Test("scrolling modifiers reach the scroll view's and the list's backend calls")
    func scrolling() {
        let harness = Harness(
            VStack {
                ScrollView { Text("a") }.scrollDisabled(true).scrollIndicators(.visible, axes: .vertical)
                GraftCore.List { Text("b") }.scrollContentBackground(.hidden).scrollIndicators(.never)
                ScrollView(showsIndicators: false) { Text("c") }.contentMargins(.top, 10)
            })
        let scroll = harness.root.allWidgets.filter { $0.kind == "scroll" }
        let list = harness.first("list")
        #expect(scroll[0]["scrollEnabled"] == "false")
        #expect(scroll[0]["verticalIndicators"] == "visible" && scroll[0]["horizontalIndicators"] == "automatic")
        #expect(list["verticalIndicators"] == "hidden" && list["contentBackground"] == "false")
        #expect(scroll[1]["verticalIndicators"] == "hidden", "showsIndicators: false")
        #expect(scroll[1].properties["contentMargins"] as? EdgeInsets == EdgeInsets(top: 10))
    }

    @Test("textCase changes what Text hands the backend, by the locale's rules")
    func textCase() {
        let harness = Harness(
            VStack {
                Text("istanbul")
                Text("Keep").textCase(nil)
            }
            .textCase(.uppercase)
            .environment(\.locale, Locale(identifier: "tr_TR")))
        #expect(harness.root.texts == ["İSTANBUL", "Keep"])
    }
}
