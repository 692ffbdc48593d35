import Graft
import GraftWeb

// Makes a WebPage with whatever display there is, for the no-display test: with none, WebPage()
// must end with the typed error, never a crash inside WebKit.
MainActor.assumeIsolated {
    let page = WebPage()
    print("page made: \(page.estimatedProgress)")
}
