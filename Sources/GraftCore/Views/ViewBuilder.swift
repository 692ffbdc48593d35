/// Builds views from closures: many children, `if`/`else`, `if let`, `switch` and `for`-free lists.
///
/// ```swift
/// @ViewBuilder var content: some View {
///     Text("Title")
///     if showsDetail { Text("Detail") } else { Spacer() }
/// }
/// ```
@resultBuilder @MainActor
public enum ViewBuilder {
    /// An empty block.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block with one view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block with several views.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        repeat each Content
    > {
        TupleView((repeat each content))
    }

    /// A view expression.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(.first(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(.second(second))
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
