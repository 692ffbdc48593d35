/// Whether a scrollable view shows its scroll indicators (`.scrollIndicators(_:axes:)`).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind

    /// The platform's choice: GTK's overlay scroll bars, shown while scrolling.
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    /// Shown: GTK's classic scroll bars, beside the content and always drawn while it can scroll.
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// Hidden unless the platform needs them (GTK never does): the content still scrolls.
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    /// Never shown: the content still scrolls.
    public static let never = ScrollIndicatorVisibility(kind: .never)

    /// Whether the indicators are hidden (`.hidden` or `.never`).
    public var _hides: Bool { kind == .hidden || kind == .never }
    /// Whether the indicators stay drawn beside the content (`.visible`).
    public var _staysVisible: Bool { kind == .visible }
}

/// Where `.contentMargins(_:_:for:)` puts its margins.
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind

    /// The platform's choice: around the scrolled content.
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    /// Around the scrolled content, which scrolls with them.
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    /// Around the scroll indicators (GTK draws its scroll bars at the window's edge: no change).
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)
}

struct ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
struct HorizontalIndicatorsKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
struct VerticalIndicatorsKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
    /// Whether scrollable views below scroll (`.scrollDisabled(_:)` sets it to `false`).
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }
    /// Whether scrollable views below show their horizontal scroll indicator.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalIndicatorsKey.self] }
        set { self[HorizontalIndicatorsKey.self] = newValue }
    }
    /// Whether scrollable views below show their vertical scroll indicator.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalIndicatorsKey.self] }
        set { self[VerticalIndicatorsKey.self] = newValue }
    }
    /// Whether lists below draw their own background (`.scrollContentBackground(_:)`).
    public var _scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
    /// The margins around the content of scroll views below (`.contentMargins(_:_:for:)`).
    public var _scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// Stops scroll views and lists below from scrolling (the wheel, the touchpad and touch drags),
    /// and hides their scroll bars; their content keeps the size it has.
    ///
    /// - Parameter disabled: Whether scrolling is off.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environment(\.isScrollEnabled, !disabled)
    }

    /// Shows or hides the scroll indicators of scroll views and lists below.
    ///
    /// - Parameters:
    ///   - visibility: `.automatic`, `.visible`, `.hidden` or `.never`.
    ///   - axes: The indicators it applies to (both by default).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    {
        _ScrollIndicatorsWriter(content: self, visibility: visibility, axes: axes)
    }

    /// Hides (or shows) the background lists below draw behind their rows, so what is behind the
    /// list shows through.
    ///
    /// - Parameter visibility: `.hidden` to hide it; `.visible` or `.automatic` keep it.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\._scrollContentBackground, visibility)
    }

    /// Adds margins around the content of scroll views below, inside the scrolled area: the
    /// content scrolls with them.
    ///
    /// - Parameters:
    ///   - edges: The edges to set (all by default); the others keep the margins set above.
    ///   - length: The margin, or nil for the system's (16 points).
    ///   - placement: Where the margins go; `.scrollIndicators` changes nothing on GTK.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: Double?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        let value = length ?? 16
        return contentMargins(
            edges, EdgeInsets(top: value, leading: value, bottom: value, trailing: value), for: placement)
    }

    /// Adds `insets` around the content of scroll views below, on `edges`.
    ///
    /// - Parameters:
    ///   - edges: The edges to set (all by default); the others keep the margins set above.
    ///   - insets: The margins, one per edge.
    ///   - placement: Where the margins go; `.scrollIndicators` changes nothing on GTK.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        _ContentMarginsWriter(content: self, edges: edges, insets: insets, placement: placement)
    }

    /// Adds `length` around the content of scroll views below, on every edge.
    ///
    /// - Parameters:
    ///   - length: The margin.
    ///   - placement: Where the margins go; `.scrollIndicators` changes nothing on GTK.
    public func contentMargins(_ length: Double, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

/// Sets the indicator visibility of the axes named, keeping the other axis's.
struct _ScrollIndicatorsWriter<Content: View>: View {
    let content: Content
    let visibility: ScrollIndicatorVisibility
    let axes: Axis.Set
    @Environment(\.horizontalScrollIndicatorVisibility) private var horizontal
    @Environment(\.verticalScrollIndicatorVisibility) private var vertical
    var body: some View {
        content
            .environment(\.horizontalScrollIndicatorVisibility, axes.contains(.horizontal) ? visibility : horizontal)
            .environment(\.verticalScrollIndicatorVisibility, axes.contains(.vertical) ? visibility : vertical)
    }
}

/// Sets the content margins of the edges named, keeping the others'.
struct _ContentMarginsWriter<Content: View>: View {
    let content: Content
    let edges: Edge.Set
    let insets: EdgeInsets
    let placement: ContentMarginPlacement
    @Environment(\._scrollContentMargins) private var current
    var body: some View {
        var margins = current
        if placement != .scrollIndicators {
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
        }
        return content.environment(\._scrollContentMargins, margins)
    }
}
