/// The deprecated navigation bar modifiers of iOS 13, and the title display modes, which only
/// mean something on a phone.
public struct NavigationBarItem: Sendable {
    /// How a navigation bar shows its title on a phone: large below the bar, or inline in it.
    ///
    /// A desktop header bar has one title size, so every mode shows the same title.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// The platform's choice.
        case automatic
        /// In the bar.
        case inline
        /// Large, below the bar.
        case large
    }
}

/// How a toolbar shows its title on a phone; on a desktop every mode shows the same title.
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    /// In the bar.
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
    /// Inline, large.
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
    /// Large, below the bar.
    public static let large = ToolbarTitleDisplayMode(name: "large")
}

extension View {
    /// Sets the screen's title from a `Text` (see `navigationTitle(_:)` with a string).
    ///
    /// - Parameter title: The screen's title.
    public func navigationTitle(_ title: Text) -> some View {
        navigationTitle(title.content)
    }

    /// Sets the screen's title, as `navigationTitle(_:)` does (deprecated in SwiftUI).
    ///
    /// - Parameter title: The screen's title.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title.content)
    }

    /// Sets the screen's title, as `navigationTitle(_:)` does (deprecated in SwiftUI).
    ///
    /// - Parameter title: The screen's title.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(String(title))
    }

    /// Sets the screen's title; the display mode only means something on a phone.
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - displayMode: Large or inline on a phone; no effect on a desktop.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title.content)
    }

    /// Sets the screen's title; the display mode only means something on a phone.
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - displayMode: Large or inline on a phone; no effect on a desktop.
    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(String(title))
    }

    /// Chooses a large or inline title on a phone; no effect on a desktop, whose header bar has
    /// one title size.
    ///
    /// - Parameter displayMode: The title's display mode.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }

    /// Chooses how the toolbar shows the title on a phone; no effect on a desktop.
    ///
    /// - Parameter mode: The title's display mode.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        self
    }

    /// Puts `leading` at the start of the window's header bar and `trailing` at its end, as
    /// `.toolbar` with `.navigationBarLeading` and `.navigationBarTrailing` items does
    /// (deprecated in SwiftUI).
    ///
    /// - Parameters:
    ///   - leading: The items at the start.
    ///   - trailing: The items at the end.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Puts `leading` at the start of the window's header bar (deprecated in SwiftUI).
    ///
    /// - Parameter leading: The items at the start.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Puts `trailing` at the end of the window's header bar (deprecated in SwiftUI).
    ///
    /// - Parameter trailing: The items at the end.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}

/// Hides (or shows) the back button of the navigation screen the view is on.
struct _BackButtonHiddenView<Content: View>: View {
    @Environment(\._navigation) private var model
    @Environment(\._navigationLevel) private var level
    let hidden: Bool
    let content: Content

    var body: some View {
        let _ = model?.setBackButtonHidden(hidden, level: level)
        content
    }
}

extension View {
    /// Hides the back button in the header of the navigation screen this view is on; the user
    /// leaves the screen another way (a button that pops the path, for instance).
    ///
    /// - Parameter hidesBackButton: Whether the back button is hidden.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        _BackButtonHiddenView(hidden: hidesBackButton, content: self)
    }
}
