// `import GraftMedia` (beside `import Graft`, as `import PhotosUI` and `import AVFoundation` go
// beside `import SwiftUI`): the image picker and the camera. It brings Foundation, as those frameworks and
// `import Graft` do.
@_exported import Foundation
import GraftGtk
import GstBridge
import GtkBridge
