import Foundation

/// A foreground style resolved for both colour schemes, and the colour text takes under it.
struct ForegroundPaint: Hashable {
    var light: Paint
    var dark: Paint
    /// The colour written as the foreground colour with it (a gradient's first colour).
    var color: Color
}

struct ForegroundPaintKey: EnvironmentKey { static let defaultValue: ForegroundPaint? = nil }
struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The style `.background(in:)` fills with, set by `.backgroundStyle(_:)`; `nil` for the window
    /// background colour.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }

    /// The foreground paint set by `.foregroundStyle` with a gradient, while the foreground colour
    /// is still the one it wrote (an inner `.foregroundColor` wins).
    var foregroundPaint: Paint? {
        guard let paint = self[ForegroundPaintKey.self], foregroundColor == paint.color else { return nil }
        return colorScheme == .dark ? paint.dark : paint.light
    }
}

extension View {
    /// Sets the foreground style of this view and its descendants: shapes without a fill are
    /// filled with it, a gradient included.
    ///
    /// ```swift
    /// Image(systemName: "star.fill")
    /// Circle().foregroundStyle(.linearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom))
    /// ```
    ///
    /// Text is drawn in one colour on GTK (its CSS has no `background-clip: text`): under a
    /// gradient it takes the gradient's first colour.
    ///
    /// - Parameter style: The colour, gradient or other shape style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        func resolved(_ scheme: ColorScheme) -> Paint {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            return style._paint(in: environment)
        }
        let (light, dark) = (resolved(.light), resolved(.dark))
        let paint = ForegroundPaint(light: light, dark: dark, color: Self.firstColor(light, dark))
        return _EnvironmentWriter(content: self, key: AnyHashable("foregroundStyle"), value: paint) {
            environment, paint in
            environment[ForegroundPaintKey.self] = paint
            environment.foregroundColor = paint.color
        }
    }

    /// The colour of a paint, a gradient's first, in each scheme.
    private static func firstColor(_ light: Paint, _ dark: Paint) -> Color {
        func first(_ paint: Paint) -> Color.Components {
            switch paint {
            case .color(let color): return color
            case .linear(let stops, _, _), .radial(let stops, _, _, _), .angular(let stops, _, _, _),
                .elliptical(let stops, _, _, _):
                return stops.first?.color ?? Color.Components(red: 0, green: 0, blue: 0, opacity: 0)
            }
        }
        func color(_ c: Color.Components) -> Color {
            Color(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity)
        }
        return Color(light: color(first(light)), dark: color(first(dark)))
    }

    /// Sets the style `.background(in:)` fills with below this view.
    ///
    /// - Parameter style: The colour or gradient.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Fills `shape` with `style` behind the view, sized to it.
    ///
    /// ```swift
    /// Text("Tag").padding(6).background(.yellow, in: Capsule())
    /// ```
    ///
    /// - Parameters:
    ///   - style: The colour or gradient.
    ///   - shape: The outline behind the view.
    ///   - fillStyle: Accepted for SwiftUI compatibility.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        background(shape.fill(style))
    }

    /// Fills `shape` behind the view with the environment's background style (the window
    /// background colour unless `.backgroundStyle(_:)` set one).
    ///
    /// - Parameters:
    ///   - shape: The outline behind the view.
    ///   - fillStyle: Accepted for SwiftUI compatibility.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(_BackgroundStyleFill(shape: shape))
    }

    /// Fills `shape` with `style` over the view, sized to it.
    ///
    /// - Parameters:
    ///   - style: The colour or gradient.
    ///   - shape: The outline over the view.
    ///   - fillStyle: Accepted for SwiftUI compatibility.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        overlay(shape.fill(style))
    }

    /// Draws the view as one flattened image before compositing; on GTK every window is already
    /// rendered to one surface, so the view draws exactly as without it.
    ///
    /// - Parameters:
    ///   - opaque: Accepted for SwiftUI compatibility.
    ///   - colorMode: Accepted for SwiftUI compatibility.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }

    /// Composites the view as one layer before the effects of the views around it (`.opacity`,
    /// `.blendMode`) apply: overlapping parts of a faded group do not show through each other.
    ///
    /// GTK applies a container's opacity to its drawn subtree as one layer already, so the view
    /// draws as SwiftUI draws it with the group.
    public func compositingGroup() -> some View { self }
}

/// A shape filled with the environment's background style.
struct _BackgroundStyleFill<S: Shape>: View {
    let shape: S
    @Environment(\.backgroundStyle) var style
    var body: some View { shape.fill(style ?? AnyShapeStyle(Color.background)) }
}
