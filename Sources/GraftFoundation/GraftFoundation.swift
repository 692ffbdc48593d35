// `import GraftFoundation`: all of Foundation (swift-corelibs-foundation: Bundle, DateFormatter and
// the other formatters, JSONSerialization, Process, …) for code that also imports Graft.
// `import GraftWeb` and `import GraftMedia` re-export it, as WebKit and PhotosUI bring Foundation
// on Apple's platforms.
//
// `import Graft` brings only FoundationEssentials, so an app that needs no more does not load
// Foundation and its ICU data (start-up memory, issue 16). Graft therefore declares its own
// CGFloat, CGPoint, CGSize, CGRect and IndexSet, which Foundation declares too. The aliases below
// make this module's names the same types as Graft's; because Foundation is reached only through
// this module, they hide Foundation's, and a file importing Graft and GraftFoundation (or GraftWeb)
// sees one of each. A file that writes `import Foundation` itself sees both (see docs/Porting.md).
@_exported import Foundation
import GraftCore

/// A coordinate or length: Graft's (a `Double`), not Foundation's.
public typealias CGFloat = GraftCore.CGFloat
/// A point: Graft's, not Foundation's.
public typealias CGPoint = GraftCore.CGPoint
/// A width and a height: Graft's, not Foundation's.
public typealias CGSize = GraftCore.CGSize
/// A rectangle: Graft's, not Foundation's.
public typealias CGRect = GraftCore.CGRect
/// A set of offsets, as `onDelete` and `onMove` hand them over: Graft's, not Foundation's.
public typealias IndexSet = GraftCore.IndexSet
