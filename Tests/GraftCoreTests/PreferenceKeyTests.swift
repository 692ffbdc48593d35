import GraftCore
import GraftTestBackend
import Testing

@Suite("PreferenceKey, .preference and .onPreferenceChange on the recording backend")
@MainActor
struct PreferenceKeyTests {
    struct NamesKey: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    final class Log { var reports: [[String]] = [] }

    struct Names: View {
        let log: Log
        @State var showsMiddle = true
        var body: some View {
            VStack {
                Text("a").preference(key: NamesKey.self, value: ["a"])
                if showsMiddle { Text("b").preference(key: NamesKey.self, value: ["b"]) }
                VStack { Text("c").preference(key: NamesKey.self, value: ["c"]) }
                Button("toggle") { showsMiddle.toggle() }
            }
            .onPreferenceChange(NamesKey.self) { log.reports.append($0) }
        }
    }

    @Test("The values below combine in the views' order; a view that goes or comes back changes the report")
    func combines() {
        let log = Log()
        let harness = Harness(Names(log: log))
        harness.turn()
        #expect(log.reports == [["a", "b", "c"]])
        harness.first("button").click()
        harness.turn()
        #expect(log.reports == [["a", "b", "c"], ["a", "c"]])
        harness.first("button").click()
        harness.turn()
        #expect(log.reports == [["a", "b", "c"], ["a", "c"], ["a", "b", "c"]], "b is back in its place, before c")
    }

    @Test("Nothing below sets the key: the report is the default value")
    func defaultValue() {
        let log = Log()
        let harness = Harness(Text("none").onPreferenceChange(NamesKey.self) { log.reports.append($0) })
        harness.turn()
        #expect(log.reports == [[]])
    }
}
