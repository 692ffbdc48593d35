import Foundation
internal import WebKitBridge

extension WebPage {
    /// The page's history (a `WebKitBackForwardList`), as ``WebPage/backForwardList`` publishes it.
    ///
    /// ```swift
    /// List(page.backForwardList.backList) { item in
    ///     Button(item.title ?? item.url.absoluteString) { page.load(item) }
    /// }
    /// ```
    public struct BackForwardList: Equatable, Sendable {
        /// An entry of the history.
        public struct Item: Equatable, Identifiable, Sendable {
            /// The entry's identity (the same entry keeps it while it is in the list).
            public let id: Int
            /// The page's title, if it had one.
            public let title: String?
            /// The entry's URL.
            public let url: URL
            /// The URL first requested, before redirects.
            public let initialURL: URL
            let item: WebKit.BackForwardItem

            @MainActor
            init?(_ item: WebKit.BackForwardItem) {
                guard let url = URL(string: item.uri) else { return nil }
                id = item.identity
                title = item.title
                self.url = url
                initialURL = URL(string: item.originalURI) ?? url
                self.item = item
            }

            /// Whether both are the same entry, with the same title and URL.
            public static func == (lhs: Item, rhs: Item) -> Bool {
                lhs.id == rhs.id && lhs.title == rhs.title && lhs.url == rhs.url && lhs.initialURL == rhs.initialURL
            }
        }

        /// The entries before the current one, oldest first (`backList.last` is where
        /// ``WebPage/goBack()`` goes).
        public let backList: [Item]
        /// The current entry, or `nil` before the first load.
        public let currentItem: Item?
        /// The entries after the current one, nearest first.
        public let forwardList: [Item]

        /// The entry `index` steps from the current one (negative: back), or `nil`.
        public subscript(index: Int) -> Item? {
            if index == 0 { return currentItem }
            if index < 0 {
                return backList.indices.contains(backList.count + index) ? backList[backList.count + index] : nil
            }
            return forwardList.indices.contains(index - 1) ? forwardList[index - 1] : nil
        }

        init(backList: [Item] = [], currentItem: Item? = nil, forwardList: [Item] = []) {
            self.backList = backList
            self.currentItem = currentItem
            self.forwardList = forwardList
        }
    }

    /// Goes to `item` of the page's history.
    ///
    /// - Parameter item: An entry of ``backForwardList``.
    /// - Returns: The navigation's events, as ``load(_:)-(URLRequest)`` returns them.
    @discardableResult
    public func load(_ item: BackForwardList.Item) -> some AsyncSequence<WebPage.NavigationEvent, any Error> {
        let events = beginNavigationSequence()
        webView.go(to: item.item)
        return events
    }

    /// Reads the history from WebKit; publishes it only when it changed.
    func refreshBackForwardList() {
        let items = webView.backForwardItems
        let list = BackForwardList(
            backList: items.back.compactMap(BackForwardList.Item.init),
            currentItem: items.current.flatMap(BackForwardList.Item.init),
            forwardList: items.forward.compactMap(BackForwardList.Item.init))
        if list != backForwardList { backForwardList = list }
    }
}
