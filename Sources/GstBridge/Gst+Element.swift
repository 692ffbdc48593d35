import CGst
import GtkBridge

extension Gst {
    /// One GStreamer element (`GstElement`), owned from Swift.
    ///
    /// Configure it with the generic property setters of `GObjectRef` before the pipeline plays:
    ///
    /// ```swift
    /// let source = try Gst.Element(factory: "videotestsrc")
    /// try source.setProperty("is-live", true)
    /// ```
    @MainActor
    public class Element: GObjectRef {
        /// The `GstElement *` (bridge targets only).
        package var elementPointer: UnsafeMutablePointer<GstElement> { pointer(as: GstElement.self) }

        /// Makes an element from an installed factory (`gst_element_factory_make`).
        ///
        /// - Parameters:
        ///   - factory: The factory's name, e.g. `"videoconvert"`.
        ///   - name: The element's name in its pipeline; `nil` for a generated one.
        /// - Throws: ``GstError/elementUnavailable(_:)`` when no such factory is installed.
        public convenience init(factory: String, name: String? = nil) throws(GstError) {
            try Gst.initialize()
            guard let element = gst_element_factory_make(factory, name) else { throw .elementUnavailable(factory) }
            self.init(floating: element)
        }

        /// Takes ownership of a new element, sinking its floating reference.
        package init(floating element: UnsafeMutablePointer<GstElement>) {
            super.init(takingFloating: OpaquePointer(element))
        }

        /// The element's name, unique in its pipeline.
        public var name: String {
            guard let raw = gst_object_get_name(UnsafeMutablePointer<GstObject>(OpaquePointer(elementPointer))) else {
                return ""
            }
            defer { g_free(raw) }
            return String(cString: raw)
        }

        /// The name of the factory that made the element, e.g. `"videotestsrc"`.
        public var factoryName: String? {
            guard let factory = gst_element_get_factory(elementPointer) else { return nil }
            let object = UnsafeMutableRawPointer(factory).assumingMemoryBound(to: GstObject.self)
            return object.pointee.name.map { String(cString: $0) }
        }
    }
}
