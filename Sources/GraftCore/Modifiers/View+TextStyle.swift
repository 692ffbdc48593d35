import Foundation

/// Text styling applied to a whole view: every `Text` below is drawn with it, on top of its
/// `.font` (`VStack { … }.bold()` makes a `.font(.title)` inside bold too), as in SwiftUI.
///
/// ```swift
/// VStack {
///     Text("Graft").font(.title)
///     Text("SwiftUI on GTK")
/// }
/// .fontWeight(.black)
/// .multilineTextAlignment(.center)
/// .tracking(1)
/// ```
extension View {
    /// Draws the text below in bold when `isActive`.
    ///
    /// - Parameter isActive: Whether to make the text bold.
    public func bold(_ isActive: Bool = true) -> some View {
        fontChange("bold", _FontChanges(weight: isActive ? .bold : nil))
    }

    /// Draws the text below in italics when `isActive`.
    ///
    /// - Parameter isActive: Whether to make the text italic.
    public func italic(_ isActive: Bool = true) -> some View {
        fontChange("italic", _FontChanges(isItalic: isActive ? true : nil))
    }

    /// Draws the text below at stroke thickness `weight` (`nil` keeps each font's own).
    ///
    /// - Parameter weight: The weight.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        fontChange("fontWeight", _FontChanges(weight: weight))
    }

    /// Draws the text below in a monospaced face when `isActive`.
    ///
    /// - Parameter isActive: Whether to use a monospaced face.
    public func monospaced(_ isActive: Bool = true) -> some View {
        fontChange("monospaced", _FontChanges(isMonospaced: isActive ? true : nil))
    }

    /// Draws digits below with tabular figures, all as wide as each other.
    public func monospacedDigit() -> some View {
        fontChange("monospacedDigit", _FontChanges(isMonospacedDigit: true))
    }

    /// Draws the text below in the family of faces `design` (`nil` keeps each font's own).
    ///
    /// - Parameter design: The family of faces.
    public func fontDesign(_ design: Font.Design?) -> some View {
        fontChange("fontDesign", _FontChanges(design: design))
    }

    /// Adds `tracking` points between the characters of the text below.
    ///
    /// - Parameter tracking: The extra space, in points (negative brings characters closer).
    public func tracking(_ tracking: CGFloat) -> some View {
        fontChange("tracking", _FontChanges(tracking: tracking))
    }

    /// Adds `kerning` points between the characters of the text below. GTK's text layout
    /// spaces letters one way, so kerning and tracking both set the extra letter spacing.
    ///
    /// - Parameter kerning: The extra space, in points.
    public func kerning(_ kerning: CGFloat) -> some View {
        fontChange("kerning", _FontChanges(tracking: kerning))
    }

    /// Aligns the lines of multi-line text below to `alignment` (`GtkLabel`'s justification).
    ///
    /// - Parameter alignment: Leading, centre or trailing.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Puts `lineSpacing` points of extra space between the lines of text below.
    ///
    /// - Parameter lineSpacing: The extra space between lines, in points.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// A derived environment writer that changes the text style below, on top of any outer change.
    private func fontChange(_ name: String, _ changes: _FontChanges) -> some View {
        _EnvironmentWriter(content: self, key: "_fontChanges." + name, value: changes) { environment, changes in
            environment._fontChanges.merge(changes)
        }
    }
}
