/// The parts of the safe area a view can extend into.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Regions from `rawValue`'s bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// What the device or its container covers (notch, home indicator, bars).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// What the on-screen keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The safe area on a desktop: a GTK window has no notch, status bar, home indicator or
/// on-screen keyboard covering its content, so its safe area insets are zero (as
/// `GeometryProxy.safeAreaInsets` reports) and extending into them changes nothing.
///
/// ```swift
/// Color.indigo.ignoresSafeArea()   // fills the window, as it does on a phone
/// ```
extension View {
    /// Lets the view extend into the safe area on `edges`: on a desktop window there is none, so
    /// the view is laid out exactly as without the modifier.
    ///
    /// - Parameters:
    ///   - regions: Which safe-area regions to extend into.
    ///   - edges: Which edges.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Lets the view extend into the safe area on `edges` (the older spelling of
    /// ``ignoresSafeArea(_:edges:)``): no effect on a desktop window.
    ///
    /// - Parameter edges: Which edges.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}
