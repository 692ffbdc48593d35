import Glibc
import Graft
import GraftTestBackend
import GtkBridge
import Testing

@Suite("Nesting deeper than GTK can lay out", .serialized)
@MainActor
struct DepthLimitGtkTests {
    /// Whether this process runs on the usual 8 MiB stack (the limit's numbers are for that).
    static var stackIsDefault: Bool {
        var limit = rlimit()
        return getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0 && limit.rlim_cur == 8 * 1024 * 1024
    }

    @Test("The limit follows the main thread's stack and lets the 10,000-deep tree of the other suite through")
    func limit() {
        // 8 MiB (the usual `ulimit -s`): raw GTK crashes between 10,906 and 10,937 nested boxes.
        let limit = GtkRuntime.maximumNestingDepth
        #expect(limit > DepthGtkTests.depth + 2)
        if Self.stackIsDefault { #expect(limit < 10_900, "below where GTK crashes on an 8 MiB stack") }
    }

    @Test("A window whose views nest deeper than GTK can lay out throws ViewTreeTooDeepError before GTK lays it out")
    func refusedAtFirstBuild() throws {
        let limit = GtkRuntime.maximumNestingDepth
        let error = #expect(throws: ViewTreeTooDeepError.self) {
            _ = try HostingWindow(title: "too deep") { NestedStacks(depth: limit + 500, leaf: "never shown") }
        }
        #expect(error?.limit == limit)
        #expect(error?.description.contains("nest more than \(limit) widgets deep") == true)
        // The process is still here, and GTK still works.
        let host = try GtkTest.show { Text("after") }
        defer { host.close() }
        #expect(host.root.all("GtkLabel").contains { $0.property("label", as: String.self) == "after" })
    }
}
