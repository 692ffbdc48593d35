import CGtk

/// The one application-wide stylesheet: a single display-wide `GtkCssProvider` whose rules are
/// CSS classes made once per distinct set of declarations.
///
/// Styling a widget never adds a provider. A colour, font or background becomes a class
/// (`graft-s1`, `graft-s2`, …) the first time its declarations are seen; later requests for the
/// same declarations return the same class. New rules are batched: `commit()` reloads the
/// provider once for all rules added since the last commit, and if the caller forgets, the
/// stylesheet commits itself on the next main-loop idle, before GTK lays out and draws.
///
/// ```swift
/// let red = StyleSheet.shared.cssClass(for: "color: #d00; font-weight: bold;")
/// label.addCSSClass(red)
/// StyleSheet.shared.addRule(selector: ".graft-dark .card", declarations: "background: #222;")
/// StyleSheet.shared.commit()
/// ```
///
/// The provider is attached to the default display at the first commit after GTK is
/// initialised, at `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`.
@MainActor
public final class StyleSheet {
    /// The application's stylesheet.
    public static let shared = StyleSheet()

    /// How many stylesheet providers were ever created in this process (for tests: always ≤ 1).
    package static private(set) var providersCreated = 0

    private let provider: GObjectRef
    private var exactClassNames: [String: String] = [:]
    private var classNames: [String: String] = [:]
    private var keys: Set<String> = []
    private var rules: [String] = []
    private var pendingRuleCount = 0
    private var idleSourceID: guint = 0
    private var attachedDisplay: OpaquePointer?
    private var parsingErrorToken: SignalToken?

    /// How many times the provider has been reloaded (one per effective `commit()`).
    public private(set) var reloadCount = 0

    /// How many CSS parsing errors GTK reported for the stylesheet's rules.
    public private(set) var parsingErrorCount = 0

    private init() {
        provider = GObjectRef(adopting: OpaquePointer(gtk_css_provider_new()))
        Self.providersCreated += 1
        parsingErrorToken = provider.connect(
            "parsing-error",
            withArguments: { _ in
                StyleSheet.shared.parsingErrorCount += 1
            })
    }

    /// The class name for a set of CSS declarations, creating its rule the first time.
    ///
    /// Declarations that differ only in leading or trailing white space share a class.
    ///
    /// - Parameter declarations: The body of a CSS rule, e.g. `"color: red; padding: 4px;"`.
    ///   It must not contain braces.
    /// - Returns: A class name such as `"graft-s3"`, to pass to `Widget.addCSSClass(_:)`.
    public func cssClass(for declarations: String) -> String {
        // The exact string first: trimming is Character-by-Character and costs far more than a lookup.
        if let name = exactClassNames[declarations] { return name }
        let key = _trimmed(declarations)
        if let name = classNames[key] {
            exactClassNames[declarations] = name
            return name
        }
        let name = "graft-s\(classNames.count + 1)"
        classNames[key] = name
        exactClassNames[declarations] = name
        _add(".\(name) { \(key) }")
        return name
    }

    /// Adds a rule for a fixed selector, once: later calls with the same selector are ignored.
    ///
    /// - Parameters:
    ///   - selector: A CSS selector, e.g. `".graft-dark .card"` or `"window.sheet"`.
    ///   - declarations: The body of the rule, e.g. `"background: #222;"`.
    /// - Returns: `true` if the rule was added, `false` if the selector already had one.
    @discardableResult
    public func addRule(selector: String, declarations: String) -> Bool {
        addCSS("\(selector) { \(_trimmed(declarations)) }", key: "selector:" + _trimmed(selector))
    }

    /// Adds a block of CSS (several rules, `@define-color`, …) once per key.
    ///
    /// - Parameters:
    ///   - css: The CSS text.
    ///   - key: Identifies the block; a block with a key already added is ignored.
    /// - Returns: `true` if the block was added.
    @discardableResult
    public func addCSS(_ css: String, key: String) -> Bool {
        guard keys.insert(key).inserted else { return false }
        _add(css)
        return true
    }

    /// Whether rules were added since the last commit.
    public var hasPendingChanges: Bool { pendingRuleCount > 0 }

    /// The full CSS text of the stylesheet, committed and pending.
    public var css: String { rules.joined(separator: "\n") }

    /// The number of distinct declaration classes made so far.
    public var classCount: Int { classNames.count }

    /// Reloads the provider once with every rule added since the last commit, and attaches it to
    /// the default display if that has not happened yet. Does nothing when nothing changed.
    public func commit() {
        if idleSourceID != 0 {
            g_source_remove(idleSourceID)
            idleSourceID = 0
        }
        if pendingRuleCount > 0 {
            gtk_css_provider_load_from_data(provider.pointer(as: GtkCssProvider.self), css, -1)
            pendingRuleCount = 0
            reloadCount += 1
        }
        _attachIfNeeded()
    }

    // MARK: - Internals

    private func _add(_ rule: String) {
        rules.append(rule)
        pendingRuleCount += 1
        if idleSourceID == 0 {
            idleSourceID = g_idle_add_full(G_PRIORITY_HIGH_IDLE, _styleSheetIdle, nil, nil)
        }
    }

    /// Called by the idle source, which removes itself.
    fileprivate func _idleCommit() {
        idleSourceID = 0
        commit()
    }

    private func _attachIfNeeded() {
        guard attachedDisplay == nil, let display = gdk_display_get_default() else { return }
        gtk_style_context_add_provider_for_display(
            display, provider.gobjectPointer, guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        attachedDisplay = display
    }

    private func _trimmed(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

private func _styleSheetIdle(_ data: gpointer?) -> gboolean {
    MainActor.assumeIsolated { StyleSheet.shared._idleCommit() }
    return 0  // G_SOURCE_REMOVE
}
