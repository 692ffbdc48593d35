/// A piece of user interface, described as a value.
///
/// A view's `body` describes its content in terms of other views. Graft calls `body` whenever
/// the state, bindings, environment values or observable models it read have changed, and
/// updates the native widgets in place.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         VStack {
///             Text("Count: \(count)")
///             Button("Increment") { count += 1 }
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behaviour of the view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// `Never` has no body; it marks primitive views.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; Graft maps them straight onto widgets.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
