import Foundation

/// A geometric value of a view, resolved in a coordinate space when read: here, only where a
/// popover points (`Anchor<CGRect>.Source`).
public struct Anchor<Value> {
    /// Where the value comes from in the view that sets it.
    public struct Source {
        /// The rectangle in the view's own coordinates, or `nil` for its bounds.
        package let area: CGRect?
    }
}

extension Anchor.Source: Hashable, Sendable {
    /// Two sources are equal when they name the same rectangle.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.area == rhs.area }

    /// Hashes the rectangle's components.
    public func hash(into hasher: inout Hasher) {
        if let rect = area {
            for value in [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height] { hasher.combine(value) }
        } else {
            hasher.combine(0)
        }
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's whole bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(area: nil) }

    /// A rectangle in the view's own coordinates.
    ///
    /// - Parameter rect: The rectangle.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(area: rect) }
}

/// What a popover points at in the view it is attached to.
public enum PopoverAttachmentAnchor: Hashable, Sendable {
    /// A rectangle of the view (`.rect(.bounds)`: all of it).
    case rect(Anchor<CGRect>.Source)
    /// A point of the view, in fractions of its size.
    case point(UnitPoint)
}

/// How a presentation adapts to a compact size class (`.presentationCompactAdaptation`).
public struct PresentationAdaptation: Sendable, Hashable {
    let name: String
    /// The presentation's own choice.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// No adaptation: a popover stays a popover.
    public static let none = PresentationAdaptation(name: "none")
    /// A popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// A sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// A full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

extension View {
    /// Shows `content` in a popover pointing at this view while `isPresented` is true.
    ///
    /// A click outside the popover or Escape closes it and sets `isPresented` to false; setting it
    /// to false closes the popover. `\.dismiss` inside the content closes it too.
    ///
    /// ```swift
    /// Button("Info") { showsInfo = true }
    ///     .popover(isPresented: $showsInfo, arrowEdge: .bottom) {
    ///         Text("Details").padding()
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the popover shows.
    ///   - attachmentAnchor: What in this view the popover points at.
    ///   - arrowEdge: The edge of the anchor the arrow is on; `nil` lets the system choose (below).
    ///   - content: The popover's views.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        _PresentationView(
            content: self, isPresented: isPresented,
            style: .popover(arrowEdge: arrowEdge, attachmentAnchor: attachmentAnchor), onDismiss: nil,
            presented: content)
    }

    /// Shows a popover for `item` while it is not `nil`, pointing at this view.
    ///
    /// Closing the popover sets `item` to `nil`; a new item while it shows updates its content.
    ///
    /// - Parameters:
    ///   - item: The item shown; `nil` closes the popover.
    ///   - attachmentAnchor: What in this view the popover points at.
    ///   - arrowEdge: The edge of the anchor the arrow is on; `nil` lets the system choose.
    ///   - content: The popover's views for the item.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        popover(isPresented: _isPresent(item), attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge) {
            item.wrappedValue.map(content)
        }
    }

    /// How a presentation below adapts to a phone's compact width; a desktop window always shows
    /// popovers as popovers and sheets as windows, so it changes nothing.
    ///
    /// - Parameter adaptation: The adaptation asked for.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// How a presentation below adapts to a compact width and height; changes nothing on a desktop.
    ///
    /// - Parameters:
    ///   - horizontal: The adaptation for a compact width.
    ///   - vertical: The adaptation for a compact height.
    public func presentationCompactAdaptation(
        horizontal: PresentationAdaptation, vertical: PresentationAdaptation
    ) -> some View { self }
}
