import Foundation
import GraftCore
import GraftTestBackend
import Testing

@Suite("LocalizedStringKey and LocalizedStringResource")
@MainActor
struct LocalizedStringKeyTests {
    @Test("A key with interpolated values shows them where %@ is; untranslated keys show as written")
    func interpolation() {
        let name = "Ada"
        let count = 3
        let title: LocalizedStringKey = "Hello \(name), \(count) new"
        let resource: LocalizedStringResource = "Inbox \(count)"
        let harness = Harness(
            VStack {
                Text(title)
                Text(LocalizedStringKey("100% sure"))
                Text(resource)
                Button(LocalizedStringKey("Save")) {}
                Toggle(LocalizedStringKey("Wi-Fi"), isOn: .constant(true))
            })
        #expect(harness.root.texts == ["Hello Ada, 3 new", "100% sure", "Inbox 3", "Save", "Wi-Fi"])
        #expect(String(localized: resource) == "Inbox 3")
    }

    @Test("A translated format's positional arguments are put in their places")
    func positional() {
        #expect(
            LocalizedStringKey.substitute(["Ada", "3"], into: "%2$@ messages for %1$@, 50%% read")
                == "3 messages for Ada, 50% read")
        #expect(
            LocalizedStringKey.substitute(["Ada"], into: "%@ and %@") == "Ada and %@",
            "a missing value leaves its placeholder")
    }
}
