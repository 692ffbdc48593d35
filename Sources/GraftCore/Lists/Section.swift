/// A group of rows in a `List`, with an optional header (and footer) row.
///
/// ```swift
/// List {
///     Section("Fruit") {
///         ForEach(fruit) { Text($0.name) }
///     }
/// }
/// ```
///
/// Outside a list a section shows its header, content and footer one after the other.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with header and footer views.
    ///
    /// - Parameters:
    ///   - content: The section's rows.
    ///   - header: The header row.
    ///   - footer: The footer row.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// The header row, the content's rows and the footer row, in that order.
    @ViewBuilder public var body: some View {
        header
        content
        footer
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header view.
    ///
    /// - Parameters:
    ///   - content: The section's rows.
    ///   - header: The header row.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header view (SwiftUI's older spelling).
    ///
    /// - Parameters:
    ///   - header: The header row.
    ///   - content: The section's rows.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer view and no header.
    ///
    /// - Parameters:
    ///   - content: The section's rows.
    ///   - footer: The footer row.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer view and no header (SwiftUI's older spelling).
    ///
    /// - Parameters:
    ///   - footer: The footer row.
    ///   - content: The section's rows.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section {
    /// A section with header and footer views (SwiftUI's older spelling).
    ///
    /// - Parameters:
    ///   - header: The header row.
    ///   - footer: The footer row.
    ///   - content: The section's rows.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled `title`.
    ///
    /// - Parameters:
    ///   - title: The header's text.
    ///   - content: The section's rows.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without a header.
    ///
    /// - Parameter content: The section's rows.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section: _ListRowsConvertible {
    func _appendListSegments(key: AnyHashable, to segments: inout [_ListSegment]) {
        if !(header is EmptyView) {
            segments.append(.row(key: _ListPath(parent: key, id: "header"), view: header, isHeader: true))
        }
        GraftCore._appendListSegments(of: content, key: _ListPath(parent: key, id: "content"), to: &segments)
        if !(footer is EmptyView) {
            segments.append(.row(key: _ListPath(parent: key, id: "footer"), view: footer, isHeader: true))
        }
    }
}
