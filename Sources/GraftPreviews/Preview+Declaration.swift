import GraftCore
import GraftGtk
import GtkBridge

extension Preview {
    /// What one `#Preview` expands to: its name, place, traits and body. The registry of the
    /// `GraftPreviewsRegistry` plugin collects them; ``previews(declaredIn:)`` makes the previews.
    public struct _Declaration {
        /// The name given to `#Preview`, if any.
        public let name: String?
        /// `Module/File.swift`.
        public let fileID: String
        /// The line of the `#Preview`.
        public let line: Int
        let traits: [PreviewTrait<ViewTraits>]
        let body: @MainActor () -> AnyView

        /// A `#Preview` of a view.
        ///
        /// - Parameters:
        ///   - name: The name, or `nil`.
        ///   - fileID: `Module/File.swift`.
        ///   - line: The line of the `#Preview`.
        ///   - traits: The traits.
        ///   - body: The view.
        public init(
            name: String?, fileID: String, line: Int, traits: [PreviewTrait<ViewTraits>],
            @ViewBuilder body: @escaping @MainActor () -> any View
        ) {
            self.init(name, fileID, line, traits) { AnyView(erasing: body()) }
        }

        /// A `#Preview` of a GTK widget.
        ///
        /// - Parameters:
        ///   - name: The name, or `nil`.
        ///   - fileID: `Module/File.swift`.
        ///   - line: The line of the `#Preview`.
        ///   - traits: The traits.
        ///   - body: Makes the widget.
        public init(
            name: String?, fileID: String, line: Int, traits: [PreviewTrait<ViewTraits>],
            @_PreviewWidgetBuilder body: @escaping @MainActor () -> Gtk.Widget
        ) {
            self.init(name, fileID, line, traits) { AnyView(_PreviewedWidget(make: body)) }
        }

        /// A `#Preview` of a widget controller.
        ///
        /// - Parameters:
        ///   - name: The name, or `nil`.
        ///   - fileID: `Module/File.swift`.
        ///   - line: The line of the `#Preview`.
        ///   - traits: The traits.
        ///   - body: Makes the controller.
        public init(
            name: String?, fileID: String, line: Int, traits: [PreviewTrait<ViewTraits>],
            @_PreviewWidgetBuilder body: @escaping @MainActor () -> WidgetController
        ) {
            self.init(name, fileID, line, traits) { AnyView(_PreviewedController(make: body)) }
        }

        private init(
            _ name: String?, _ fileID: String, _ line: Int, _ traits: [PreviewTrait<ViewTraits>],
            body: @escaping @MainActor () -> AnyView
        ) {
            self.name = name
            self.fileID = fileID
            self.line = line
            self.traits = traits
            self.body = body
        }

        /// `File` of `Module/File.swift`.
        var fileStem: String {
            let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
            return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
        }
    }

    /// The previews `#Preview` declares, from the registry's declarations.
    ///
    /// A named `#Preview("Dark")` is called by its name. An unnamed one is called after its file:
    /// `ContentView` when it is the file's only `#Preview`, otherwise `ContentView 2` for the
    /// file's second `#Preview` (counting named ones), so names stay put while the file's other
    /// code changes. The provider name is the file's name (`ContentView.swift`).
    ///
    /// - Parameter declarations: The declarations, in any order.
    /// - Returns: The previews, by file and then by line. Their content is made when read.
    public static func previews(declaredIn declarations: [_Declaration]) -> [Preview] {
        var files: [String: [_Declaration]] = [:]
        for declaration in declarations { files[declaration.fileID, default: []].append(declaration) }
        return files.keys.sorted().flatMap { fileID -> [Preview] in
            let inFile = files[fileID, default: []].sorted { $0.line < $1.line }
            return inFile.enumerated().map { index, declaration in
                let stem = declaration.fileStem
                let name = declaration.name ?? (inFile.count == 1 ? stem : "\(stem) \(index + 1)")
                let traits = _ResolvedPreviewTraits(declaration.traits)
                return Preview(
                    displayName: name, layout: traits.effectiveLayout, orientation: traits.orientation,
                    providerName: stem + ".swift", index: index
                ) {
                    traits.modifiers.reversed().reduce(declaration.body()) { content, modifier in
                        modifier.apply(content)
                    }
                }
            }
        }
    }
}

/// The `#Preview`s of one file, as a ``PreviewProvider`` the registry lists (it declares one per
/// file with `#Preview`s).
public protocol _PreviewMacroFile: PreviewProvider where Previews == EmptyView {
    /// The file's `#Preview` declarations.
    static var _declarations: [Preview._Declaration] { get }
}

extension _PreviewMacroFile {
    /// Nothing: the file's previews are its `#Preview`s.
    public static var previews: EmptyView { EmptyView() }

    /// The file's `#Preview`s.
    public static var _allPreviews: [Preview] { Preview.previews(declaredIn: _declarations) }
}

/// The widget a `#Preview` body makes, hosted as a view.
struct _PreviewedWidget: GtkWidgetRepresentable {
    let make: @MainActor () -> Gtk.Widget

    func makeGtkWidget(context: Context) -> Gtk.Widget { make() }
    func updateGtkWidget(_ gtkWidget: Gtk.Widget, context: Context) {}
}

/// The controller a `#Preview` body makes, hosted as a view.
struct _PreviewedController: GtkWidgetControllerRepresentable {
    let make: @MainActor () -> WidgetController

    func makeController(context: Context) -> WidgetController { make() }
    func updateController(_ controller: WidgetController, context: Context) {}
}
