import GraftCore
import GraftGtk
import GtkBridge

/// Declares a preview of a view, as SwiftUI's `#Preview` does.
///
/// Write it at the top level of a file; `swift package previews`, `graft-previews` and the
/// `GraftPreviewsRegistry` plugin find it as they find ``PreviewProvider`` types. A named preview
/// is called by its name; an unnamed one after its file (see ``Preview/previews(declaredIn:)``).
///
/// ```swift
/// #Preview { ContentView() }
/// #Preview("Dark", traits: .sizeThatFitsLayout) { ContentView().colorScheme(.dark) }
/// #Preview("Counter") {
///     @Previewable @State var count = 1
///     Stepper("\(count)", value: $count)
/// }
/// ```
///
/// - Parameters:
///   - name: The preview's name: the caption in the contact sheet and the PNG's name.
///   - traits: How to render it: `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, an
///     orientation, `.modifier(_:)`.
///   - body: The view.
@freestanding(declaration, names: named(_graftPreview))
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "GraftMacros", type: "PreviewMacro")

/// Declares a preview of a GTK widget — the counterpart of SwiftUI's `#Preview` of a `UIView`.
///
/// ```swift
/// #Preview("Label", traits: .sizeThatFitsLayout) { Gtk.Label("Hello") }
/// ```
///
/// - Parameters:
///   - name: The preview's name.
///   - traits: How to render it.
///   - body: Makes the widget (once per render).
@freestanding(declaration, names: named(_graftPreview))
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @_PreviewWidgetBuilder body: @escaping @MainActor () -> Gtk.Widget
) = #externalMacro(module: "GraftMacros", type: "PreviewMacro")

/// Declares a preview of a ``WidgetController`` — the counterpart of SwiftUI's `#Preview` of a
/// `UIViewController`.
///
/// ```swift
/// #Preview("Red label") { RedLabelController() }
/// ```
///
/// - Parameters:
///   - name: The preview's name.
///   - traits: How to render it.
///   - body: Makes the controller (once per render).
@freestanding(declaration, names: named(_graftPreview))
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @_PreviewWidgetBuilder body: @escaping @MainActor () -> WidgetController
) = #externalMacro(module: "GraftMacros", type: "PreviewMacro")

/// Marks a variable at the top of a `#Preview` body as the preview's state, as in SwiftUI.
///
/// `#Preview` turns the marked variables into stored properties of a view it declares, whose body
/// is the rest of the closure, so `@State` works as it does in any view: it starts at its initial
/// value and bindings to it (`$count`) update the preview.
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = true
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "GraftMacros", type: "PreviewableMacro")

/// Builds the body of a `#Preview` of a widget or controller: one widget or controller. (A body
/// that is a view, or declares `@Previewable` state, is thus never taken for a widget's.)
@resultBuilder
public enum _PreviewWidgetBuilder {
    /// The widget.
    public static func buildBlock(_ widget: Gtk.Widget) -> Gtk.Widget { widget }

    /// The controller.
    public static func buildBlock(_ controller: WidgetController) -> WidgetController { controller }
}
