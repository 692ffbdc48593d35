import GraftCore
import GraftGtk
import GstBridge
import GtkBridge
