/// Items of a toolbar, built from `ToolbarItem`, `ToolbarItemGroup`, `ToolbarTitleMenu` and other
/// toolbar content, passed to `.toolbar { … }`.
///
/// A type of your own groups items and may hold `@State`, `@Binding` and `@Environment`, as a
/// view does; its `body` is evaluated again when what it read changes:
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///     @Binding var bold: Bool
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .primaryAction) { Button(bold ? "Bold ✓" : "Bold") { bold.toggle() } }
///         ToolbarItemGroup(placement: .bottomBar) { Text("Draft") }
///     }
/// }
/// Text("Page").toolbar { EditorToolbar(bold: $bold) }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The content this content is made of.
    associatedtype Body: ToolbarContent
    /// The items this content is made of.
    @ToolbarContentBuilder var body: Body { get }
}

/// Toolbar content whose items the user may rearrange: items made with `ToolbarItem(id:…)`,
/// passed to `.toolbar(id:content:)`.
///
/// GTK's header bar has no editor for its items, so they stay in the order the code gives.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// Toolbar content made of parts the toolbar lays out (tuples, branches), each with an identity.
@MainActor
protocol _ToolbarContentParts {
    var _parts: [(AnyHashable, any ToolbarContent)] { get }
}

/// Several toolbar contents built by a `ToolbarContentBuilder` block, in order.
public struct TupleToolbarContent<each C: ToolbarContent>: ToolbarContent, _ToolbarContentParts {
    /// `Never`: the toolbar shows the parts.
    public typealias Body = Never
    /// The contents, in order.
    public var value: (repeat each C)

    /// Wraps a tuple of toolbar contents.
    ///
    /// - Parameter value: The contents.
    public init(_ value: (repeat each C)) { self.value = value }

    /// `Never` has no body.
    public var body: Never { fatalError("TupleToolbarContent has no body") }

    var _parts: [(AnyHashable, any ToolbarContent)] {
        var parts: [(AnyHashable, any ToolbarContent)] = []
        for element in repeat each value { parts.append((parts.count, element)) }
        return parts
    }
}

extension TupleToolbarContent: CustomizableToolbarContent where repeat each C: CustomizableToolbarContent {}

/// One of two toolbar contents, chosen by an `if`/`else` or `switch` in a `ToolbarContentBuilder`.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent,
    _ToolbarContentParts
{
    /// `Never`: the toolbar shows the branch taken.
    public typealias Body = Never
    enum Branch {
        case first(TrueContent)
        case second(FalseContent)
    }
    let branch: Branch

    /// `Never` has no body.
    public var body: Never { fatalError("_ConditionalToolbarContent has no body") }

    var _parts: [(AnyHashable, any ToolbarContent)] {
        switch branch {
        case .first(let content): [(true, content)]
        case .second(let content): [(false, content)]
        }
    }
}

extension _ConditionalToolbarContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

/// Toolbar content shown while a condition holds (an `if` without `else`).
public struct _OptionalToolbarContent<Wrapped: ToolbarContent>: ToolbarContent, _ToolbarContentParts {
    /// `Never`: the toolbar shows the content when there is one.
    public typealias Body = Never
    let content: Wrapped?

    /// `Never` has no body.
    public var body: Never { fatalError("_OptionalToolbarContent has no body") }

    var _parts: [(AnyHashable, any ToolbarContent)] { content.map { [(0, $0)] } ?? [] }
}

extension _OptionalToolbarContent: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

/// No toolbar items.
public struct _EmptyToolbarContent: CustomizableToolbarContent, _ToolbarContentParts {
    /// `Never`: there is nothing to show.
    public typealias Body = Never
    /// `Never` has no body.
    public var body: Never { fatalError("_EmptyToolbarContent has no body") }
    var _parts: [(AnyHashable, any ToolbarContent)] { [] }
}

/// Builds toolbar content from items, groups, title menus and other toolbar content, with `if`,
/// `if`/`else` and `switch`.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    /// No items.
    public static func buildBlock() -> _EmptyToolbarContent { _EmptyToolbarContent() }
    /// One content.
    ///
    /// - Parameter content: The content.
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
    /// Several contents, in order.
    ///
    /// - Parameter content: The contents.
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent<
        repeat each C
    > { TupleToolbarContent((repeat each content)) }
    /// Content included while a condition holds.
    ///
    /// - Parameter content: The content, or `nil`.
    public static func buildOptional<C: ToolbarContent>(_ content: C?) -> _OptionalToolbarContent<C> {
        _OptionalToolbarContent(content: content)
    }
    /// Content included while a condition holds (the older name of `buildOptional`).
    ///
    /// - Parameter content: The content, or `nil`.
    public static func buildIf<C: ToolbarContent>(_ content: C?) -> _OptionalToolbarContent<C> {
        _OptionalToolbarContent(content: content)
    }
    /// The content of the first branch.
    ///
    /// - Parameter content: The branch's content.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first content: T)
        -> _ConditionalToolbarContent<T, F>
    { _ConditionalToolbarContent(branch: .first(content)) }
    /// The content of the second branch.
    ///
    /// - Parameter content: The branch's content.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second content: F)
        -> _ConditionalToolbarContent<T, F>
    { _ConditionalToolbarContent(branch: .second(content)) }
    /// Content whose type depends on availability.
    ///
    /// - Parameter content: The content.
    public static func buildLimitedAvailability<C: ToolbarContent>(_ content: C) -> C { content }
}
