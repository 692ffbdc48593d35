import GraftCore
import GraftTestBackend
import Testing

@Suite("TextField titles, prompts, styles and onSubmit on the recording backend")
@MainActor
struct TextFieldTests {
    @Test("A prompt is the placeholder and the title names the field; without a prompt the title is both")
    func prompts() {
        let name = Binding.constant("")
        let harness = Harness(
            VStack {
                TextField("Email", text: name, prompt: Text("you@example.org"))
                TextField("City", text: name)
                SecureField(text: name, prompt: Text("8 or more")) { Text("Password") }
            })
        let fields = harness.root.allWidgets.filter { $0.kind == "textField" }
        #expect(fields.map { $0["placeholder"] } == ["you@example.org", "City", "8 or more"])
        #expect(fields.map { $0["title"] } == ["Email", "City", "Password"])
        #expect(fields[2]["secure"] == "true")
    }

    @Test(".textFieldStyle reaches the fields below, the nearest style winning")
    func styles() {
        let text = Binding.constant("")
        let harness = Harness(
            VStack {
                TextField("a", text: text)
                TextField("b", text: text).textFieldStyle(.plain)
                SecureField("c", text: text)
            }
            .textFieldStyle(.roundedBorder))
        let fields = harness.root.allWidgets.filter { $0.kind == "textField" }
        #expect(fields.map { $0["style"] } == ["roundedBorder", "plain", "roundedBorder"])
    }

    @Test("Enter runs the field's own action, then every .onSubmit around it, innermost first; submitScope stops them")
    func submit() {
        final class Log { var runs: [String] = [] }
        let log = Log()
        let text = Binding.constant("")
        let harness = Harness(
            VStack {
                VStack {
                    TextField("a", text: text) { log.runs.append("own") }
                    TextField("b", text: text).submitScope()
                }
                .onSubmit { log.runs.append("inner") }
                .onSubmit(of: .search) { log.runs.append("search only") }
            }
            .onSubmit { log.runs.append("outer") })
        let fields = harness.root.allWidgets.filter { $0.kind == "textField" }
        fields[0].submitText()
        #expect(log.runs == ["own", "inner", "outer"])
        fields[1].submitText()
        #expect(log.runs == ["own", "inner", "outer"], "a field inside submitScope() submits to nothing above")
    }
}
