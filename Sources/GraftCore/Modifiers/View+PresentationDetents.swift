/// A height a phone's sheet can rest at. A desktop sheet is a window of its content's size, so
/// detents have no effect on GTK.
public struct PresentationDetent: Sendable, Hashable {
    let name: String
    let value: Double

    /// Half the screen on a phone.
    public static let medium = PresentationDetent(name: "medium", value: 0.5)
    /// The full height on a phone.
    public static let large = PresentationDetent(name: "large", value: 1)

    /// A fraction of the screen's height on a phone.
    ///
    /// - Parameter fraction: The fraction, 0 to 1.
    /// - Returns: The detent.
    public static func fraction(_ fraction: Double) -> PresentationDetent {
        PresentationDetent(name: "fraction", value: fraction)
    }

    /// A fixed height on a phone.
    ///
    /// - Parameter height: The height, in points.
    /// - Returns: The detent.
    public static func height(_ height: Double) -> PresentationDetent {
        PresentationDetent(name: "height", value: height)
    }
}

extension View {
    /// The heights a phone's sheet showing this view can rest at; no effect on a desktop, where a
    /// sheet is a window of its content's size.
    ///
    /// - Parameter detents: The heights.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// The heights a phone's sheet can rest at, with the current one; no effect on a desktop.
    ///
    /// - Parameters:
    ///   - detents: The heights.
    ///   - selection: The current height.
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View { self }

    /// Whether a phone's sheet shows its drag handle; no effect on a desktop.
    ///
    /// - Parameter visibility: The handle's visibility.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// Stops a phone's user from swiping the sheet away; no effect on a desktop, whose sheets
    /// close through their own buttons.
    ///
    /// - Parameter isDisabled: Whether the swipe is disabled.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}
