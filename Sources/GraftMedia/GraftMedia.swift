import GraftCore
// `import GraftMedia` (beside `import Graft`, as `import PhotosUI` and `import AVFoundation` go
// beside `import SwiftUI`): the image picker and the camera. It also brings all of Foundation
// (through GraftFoundation, so CGFloat, CGSize, IndexSet… stay Graft's), as those frameworks bring
// Foundation on Apple's platforms, so code ported from UIKit keeps compiling.
@_exported import GraftFoundation
import GraftGtk
import GstBridge
import GtkBridge
