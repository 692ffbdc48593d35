import CWebKitGtk

extension WebKit {
    /// How much a web context caches (`WebKitCacheModel`).
    public enum CacheModel: Sendable, Equatable {
        /// No caching at all: every resource is loaded from the network each time
        /// (`WEBKIT_CACHE_MODEL_DOCUMENT_VIEWER`).
        case documentViewer
        /// A small cache for browsing local or few documents (`WEBKIT_CACHE_MODEL_DOCUMENT_BROWSER`).
        case documentBrowser
        /// A large cache for general browsing, WebKit's default (`WEBKIT_CACHE_MODEL_WEB_BROWSER`).
        case webBrowser
    }

    /// WebKit's default web context (`webkit_web_context_get_default()`), shared by every web
    /// view Graft makes: it owns the web processes and the cache model.
    @MainActor
    public enum DefaultWebContext {
        private static var context: OpaquePointer {
            WebKitDefaults.retainForProcessLifetime()
            return webkit_web_context_get_default()!
        }

        /// The cache model of every web view of the process.
        ///
        /// It is one value per web context, not per view: setting it changes caching for all views.
        public static var cacheModel: CacheModel {
            get {
                switch webkit_web_context_get_cache_model(context) {
                case WEBKIT_CACHE_MODEL_DOCUMENT_VIEWER: return .documentViewer
                case WEBKIT_CACHE_MODEL_DOCUMENT_BROWSER: return .documentBrowser
                default: return .webBrowser
                }
            }
            set {
                let raw: WebKitCacheModel
                switch newValue {
                case .documentViewer: raw = WEBKIT_CACHE_MODEL_DOCUMENT_VIEWER
                case .documentBrowser: raw = WEBKIT_CACHE_MODEL_DOCUMENT_BROWSER
                case .webBrowser: raw = WEBKIT_CACHE_MODEL_WEB_BROWSER
                }
                webkit_web_context_set_cache_model(context, raw)
            }
        }
    }
}
