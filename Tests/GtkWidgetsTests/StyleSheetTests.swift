import GtkBridge
import Testing

extension GtkWidgetsSuite {
    @Suite("StyleSheet")
    @MainActor
    struct StyleSheetTests {
        @Test("the same declarations give the same class; different ones a new class")
        func classCache() throws {
            try startGtk()
            let sheet = StyleSheet.shared
            let first = sheet.cssClass(for: "margin-left: 3px;")
            let again = sheet.cssClass(for: "  margin-left: 3px;\n")
            let other = sheet.cssClass(for: "margin-left: 4px;")
            #expect(first == again)
            #expect(first != other)
            #expect(first.hasPrefix("graft-s") && other.hasPrefix("graft-s"))
            #expect(sheet.css.contains(".\(first) { margin-left: 3px; }"))
            sheet.commit()
        }

        @Test("only one provider exists however many classes are made")
        func singleProvider() throws {
            try startGtk()
            let before = StyleSheet.shared.classCount
            for index in 0..<200 {
                _ = StyleSheet.shared.cssClass(for: "padding-top: \(index)px; /* single-provider */")
            }
            StyleSheet.shared.commit()
            #expect(StyleSheet.shared.classCount == before + 200)
            #expect(StyleSheet.providersCreated == 1)
        }

        @Test("new rules are batched into one reload per commit")
        func batching() throws {
            try startGtk()
            let sheet = StyleSheet.shared
            sheet.commit()
            let reloads = sheet.reloadCount
            _ = sheet.cssClass(for: "margin-top: 11px;")
            _ = sheet.cssClass(for: "margin-top: 12px;")
            _ = sheet.cssClass(for: "margin-top: 11px;")
            #expect(sheet.hasPendingChanges)
            sheet.commit()
            #expect(sheet.reloadCount == reloads + 1)
            #expect(!sheet.hasPendingChanges)
            sheet.commit()
            _ = sheet.cssClass(for: "margin-top: 11px;")  // cached: nothing to reload
            sheet.commit()
            #expect(sheet.reloadCount == reloads + 1)
        }

        @Test("a forgotten commit happens on the next idle")
        func idleCommit() throws {
            try startGtk()
            let sheet = StyleSheet.shared
            sheet.commit()
            let reloads = sheet.reloadCount
            _ = sheet.cssClass(for: "margin-bottom: 21px;")
            #expect(sheet.hasPendingChanges)
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { !sheet.hasPendingChanges })
            #expect(sheet.reloadCount == reloads + 1)
        }

        @Test("fixed rules are added once per selector")
        func fixedRules() throws {
            try startGtk()
            let sheet = StyleSheet.shared
            #expect(sheet.addRule(selector: ".graft-dark .graft-test-card", declarations: "color: white;"))
            #expect(!sheet.addRule(selector: ".graft-dark .graft-test-card", declarations: "color: black;"))
            #expect(sheet.css.contains(".graft-dark .graft-test-card { color: white; }"))
            #expect(!sheet.css.contains("color: black;"))
            #expect(sheet.addCSS("@define-color graft_test_accent #ff0000;", key: "accent"))
            #expect(!sheet.addCSS("@define-color graft_test_accent #00ff00;", key: "accent"))
            sheet.commit()
            #expect(sheet.parsingErrorCount == 0)
        }

        @Test("a class's declarations reach the widgets that carry it")
        func appliesToWidgets() throws {
            try startGtk()
            let label = Gtk.Label("styled")
            let red = StyleSheet.shared.cssClass(for: "color: rgb(255, 0, 0);")
            StyleSheet.shared.commit()
            label.addCSSClass(red)
            let color = label._cssColor
            #expect(color.red == 1 && color.green == 0 && color.blue == 0 && color.alpha == 1)
            label.removeCSSClass(red)
            #expect(label._cssColor.green > 0 || label._cssColor.red < 1 || label._cssColor.blue > 0)
        }

        @Test("invalid CSS is counted, not fatal")
        func parsingErrors() throws {
            try startGtk()
            let sheet = StyleSheet.shared
            sheet.commit()
            let before = sheet.parsingErrorCount
            _ = sheet.cssClass(for: "no-such-property: 1px;")
            sheet.commit()
            #expect(sheet.parsingErrorCount > before)
        }

        @Test("Settings: dark-theme preference and theme name")
        func settings() throws {
            try startGtk()
            let settings = try #require(Settings.default)
            let original = settings.preferDarkTheme
            settings.preferDarkTheme = true
            #expect(settings.preferDarkTheme)
            #expect(Settings.default?.preferDarkTheme == true)
            settings.preferDarkTheme = original
            #expect(!settings.themeName.isEmpty)
        }
    }
}
