/// Views nested deeper than the backend's widgets can be: GTK measures and draws nested widgets
/// recursively on the main thread's stack, and a window whose widgets nest deeper than that stack
/// holds crashes inside GTK. The graph puts no widgets beyond the backend's
/// `maximumWidgetDepth`: it shows this error's message there instead, reports it once, and keeps
/// it as ``ViewGraph/tooDeepError`` (a `HostingWindow` whose first build hit it throws it).
public struct ViewTreeTooDeepError: Error, Equatable, CustomStringConvertible {
    /// The deepest nesting of widgets the backend can show.
    public let limit: Int

    /// Says what went wrong and where the limit is.
    public var description: String {
        "the views nest more than \(limit) widgets deep, deeper than GTK can lay out on the main thread's stack; "
            + "the views beyond are not shown"
    }
}

extension ViewGraph {
    /// The view shown where the widgets would nest too deep; the first time, reports the error.
    func treeTooDeep(at depth: Int) -> any View {
        let error = ViewTreeTooDeepError(limit: maximumWidgetDepth)
        if tooDeepError == nil {
            tooDeepError = error
            report(error.description)
        }
        return Text("⚠ Too deeply nested: more than \(maximumWidgetDepth) levels")
    }
}
