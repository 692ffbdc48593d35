import CWebKitGtk
import GtkBridge

extension WebKit {
    /// An entry of a web view's history (`WebKitBackForwardListItem`).
    @MainActor
    public final class BackForwardItem: GObjectRef {
        private var item: OpaquePointer { gobjectPointer }

        /// The entry's URI.
        public var uri: String { webkit_back_forward_list_item_get_uri(item).map { String(cString: $0) } ?? "" }
        /// The URI first requested (before redirects).
        public var originalURI: String {
            webkit_back_forward_list_item_get_original_uri(item).map { String(cString: $0) } ?? uri
        }
        /// The page's title, if it had one.
        public var title: String? {
            webkit_back_forward_list_item_get_title(item).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        /// A number that is the same for the same entry, and differs between entries.
        public var identity: Int { Int(bitPattern: UInt(bitPattern: UnsafeRawPointer(item))) }
    }
}

extension WebViewRef {
    /// The history entries before the current one, oldest first, the current one, and those after it, nearest first.
    public var backForwardItems:
        (back: [WebKit.BackForwardItem], current: WebKit.BackForwardItem?, forward: [WebKit.BackForwardItem])
    {
        guard let list = webkit_web_view_get_back_forward_list(webViewPointer) else { return ([], nil, []) }
        func item(_ index: Int32) -> WebKit.BackForwardItem? {
            webkit_back_forward_list_get_nth_item(list, index).map { WebKit.BackForwardItem(retaining: $0) }
        }
        var back: [WebKit.BackForwardItem] = []
        var index: Int32 = -1
        while let entry = item(index) {
            back.insert(entry, at: 0)
            index -= 1
        }
        var forward: [WebKit.BackForwardItem] = []
        index = 1
        while let entry = item(index) {
            forward.append(entry)
            index += 1
        }
        return (
            back, webkit_back_forward_list_get_current_item(list).map { WebKit.BackForwardItem(retaining: $0) }, forward
        )
    }

    /// Goes to `item` of this view's history (`webkit_web_view_go_to_back_forward_list_item`).
    public func go(to item: WebKit.BackForwardItem) {
        webkit_web_view_go_to_back_forward_list_item(webViewPointer, item.gobjectPointer)
    }
}
