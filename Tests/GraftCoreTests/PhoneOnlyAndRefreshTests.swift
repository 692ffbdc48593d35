import GraftCore
import GraftTestBackend
import Testing

@MainActor
private final class Reloads {
    var refresh: RefreshAction?
    var count = 0
}

private struct RefreshProbe: View {
    @Environment(\.refresh) private var refresh
    let reloads: Reloads
    var body: some View {
        let _ = { reloads.refresh = refresh }()
        Text("list")
    }
}

@Suite(".refreshable and the phone-only presentation modifiers")
@MainActor
struct PhoneOnlyAndRefreshTests {
    @Test(".refreshable's action reaches views inside through \\.refresh and is awaited; outside it is nil")
    func refreshable() async {
        let reloads = Reloads()
        let outside = Harness(RefreshProbe(reloads: reloads))
        _ = outside
        #expect(reloads.refresh == nil)
        let harness = Harness(
            RefreshProbe(reloads: reloads)
                .refreshable { await MainActor.run { reloads.count += 1 } })
        _ = harness
        #expect(reloads.refresh != nil)
        await reloads.refresh?()
        #expect(reloads.count == 1, "the action ran before the call returned")
    }

    @Test(
        "presentationDetents, presentationDragIndicator, interactiveDismissDisabled and title display modes change nothing"
    )
    func phoneOnly() {
        let plain = Harness(VStack { Text("Sheet") })
        let modified = Harness(
            VStack { Text("Sheet") }
                .presentationDetents([.medium, .large, .fraction(0.3), .height(200)])
                .presentationDetents([.medium], selection: .constant(.medium))
                .presentationDragIndicator(.visible)
                .interactiveDismissDisabled()
                .navigationBarTitleDisplayMode(.inline)
                .toolbarTitleDisplayMode(.large))
        #expect(modified.root.allWidgets.map(\.kind) == plain.root.allWidgets.map(\.kind))
        #expect(modified.root.texts == ["Sheet"])
    }
}
