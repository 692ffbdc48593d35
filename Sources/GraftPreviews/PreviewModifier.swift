import GraftCore
import GtkBridge
import Synchronization

/// Wraps previews in shared set-up — sample data, an environment object, a frame — as SwiftUI's
/// `PreviewModifier`: apply it with the `.modifier(_:)` trait of `#Preview`.
///
/// `makeSharedContext()` runs once per modifier type, however many previews use it (off the main
/// actor, while the main loop goes on; it has 30 seconds); `body(content:context:)` wraps each
/// preview. When it throws, the preview shows the error instead of its content.
///
/// ```swift
/// struct SampleLibrary: PreviewModifier {
///     static func makeSharedContext() async throws -> Library { try await Library.loadSample() }
///     func body(content: Content, context: Library) -> some View { content.environment(context) }
/// }
/// #Preview(traits: .modifier(SampleLibrary())) { LibraryView() }
/// ```
public protocol PreviewModifier {
    /// What previews share: made once by ``makeSharedContext()``; `Void` when nothing is shared.
    associatedtype Context = Void
    /// The wrapped preview's type.
    associatedtype Body: View
    /// The preview being wrapped.
    typealias Content = PreviewModifierContent

    /// Makes the shared context (once per modifier type).
    ///
    /// - Returns: The context every ``body(content:context:)`` of this type is given.
    /// - Throws: Any error; the previews then show it.
    static func makeSharedContext() async throws -> Context

    /// Wraps one preview.
    ///
    /// - Parameters:
    ///   - content: The preview.
    ///   - context: The shared context.
    /// - Returns: The wrapped preview.
    @MainActor @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// Nothing to share.
    public static func makeSharedContext() async throws {}
}

/// The preview a ``PreviewModifier`` wraps.
public struct PreviewModifierContent: View {
    let content: AnyView

    /// The preview.
    public var body: AnyView { content }
}

/// A ``PreviewModifier`` with its type erased: wraps content with the type's shared context.
struct _AnyPreviewModifier {
    let apply: @MainActor (AnyView) -> AnyView

    @MainActor init<Modifier: PreviewModifier>(_ modifier: Modifier) {
        apply = { content in
            switch _PreviewModifierContexts.context(for: Modifier.self) {
            case .success(let context):
                AnyView(modifier.body(content: PreviewModifierContent(content: content), context: context))
            case .failure(let error):
                AnyView(Text("\(Modifier.self).makeSharedContext() failed: \(error)"))
            }
        }
    }
}

/// The shared contexts made so far, by modifier type.
@MainActor
enum _PreviewModifierContexts {
    private static var contexts: [ObjectIdentifier: Any] = [:]

    /// The context of `Modifier`, made on first use: `makeSharedContext()` runs on a task off the
    /// main actor while this spins the GLib main loop until it is done (30 s at most).
    static func context<Modifier: PreviewModifier>(for type: Modifier.Type) -> Result<Modifier.Context, any Error> {
        if let made = contexts[ObjectIdentifier(type)] as? Result<Modifier.Context, any Error> { return made }
        let box = _ContextBox<Modifier.Context>()
        Task.detached { await box.fill { try await Modifier.makeSharedContext() } }
        let result: Result<Modifier.Context, any Error> =
            MainLoop.runUntil(timeout: .seconds(30)) { box.isFilled }
            ? box.take() : .failure(PreviewModifierTimeout(modifier: "\(type)"))
        contexts[ObjectIdentifier(type)] = result
        return result
    }
}

/// `makeSharedContext()` did not finish within 30 seconds.
struct PreviewModifierTimeout: Error, CustomStringConvertible {
    let modifier: String
    var description: String { "\(modifier).makeSharedContext() did not finish within 30 s" }
}

/// Hands a context made on another task to the main actor: `result` is written once, under the
/// lock, before `isFilled` turns true, and read only after.
final class _ContextBox<Context>: @unchecked Sendable {
    private let filled = Mutex(false)
    private var result: Result<Context, any Error>?

    var isFilled: Bool { filled.withLock { $0 } }

    func fill(_ make: () async throws -> Context) async {
        let made: Result<Context, any Error>
        do { made = .success(try await make()) } catch { made = .failure(error) }
        filled.withLock { isFilled in
            result = made
            isFilled = true
        }
    }

    func take() -> Result<Context, any Error> {
        filled.withLock { _ in result! }
    }
}
