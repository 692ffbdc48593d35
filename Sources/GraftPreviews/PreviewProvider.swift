import GraftCore

/// A type that produces view previews: rendered to PNG, light and dark, by the `graft-previews`
/// command and by snapshot tests.
///
/// Each child of a top-level `Group` (or of the block itself, or of a `ForEach`) is one preview;
/// the modifiers on it name it, size it and pin its colour scheme. A preview without
/// `.colorScheme(_:)` is rendered twice, light and dark.
///
/// ```swift
/// struct RoundedBorder_Previews: PreviewProvider {
///     static var previews: some View {
///         Group {
///             RoundedBorder()
///                 .previewDisplayName("RoundedBorder (light)")
///                 .colorScheme(.light)
///             RoundedBorder()
///                 .previewDisplayName("RoundedBorder (dark)")
///                 .colorScheme(.dark)
///         }
///         .previewLayout(.fixed(width: 200, height: 200))
///     }
/// }
/// ```
///
/// Widgets and controllers preview like any view: wrap them in their `GtkWidgetRepresentable` or
/// `GtkWidgetControllerRepresentable`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View

    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }

    /// The previews this provider stands for: by default one per child of ``previews``' top-level
    /// group. The registry's providers for the `#Preview`s of a file return those instead.
    static var _allPreviews: [Preview] { get }
}

extension PreviewProvider {
    /// One preview per child of ``previews``' top-level group.
    public static var _allPreviews: [Preview] { Preview.previews(of: Self.self) }

    /// The previews this provider declares, one per child of its top-level group (for the
    /// registry's provider of a file's `#Preview`s, those previews).
    public static var allPreviews: [Preview] { _allPreviews }
}
