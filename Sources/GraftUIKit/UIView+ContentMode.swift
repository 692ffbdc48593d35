extension UIView {
    /// How a view lays out its content when its size changes (`UIView.ContentMode`). A
    /// `UIImageView` scales its image by it; a plain view, which draws nothing of its own, keeps
    /// the value only.
    public enum ContentMode: Int, Sendable {
        /// Stretch the content to fill the view, ignoring its aspect ratio.
        case scaleToFill = 0
        /// Scale the content to fit inside the view, keeping its aspect ratio.
        case scaleAspectFit = 1
        /// Scale the content to cover the view, keeping its aspect ratio (the rest is cropped).
        case scaleAspectFill = 2
        /// Redisplay on a bounds change (as `scaleToFill` here).
        case redraw = 3
        /// Keep the content's size, centred.
        case center = 4
        /// Keep the size; centre at the top.
        case top = 5
        /// Keep the size; centre at the bottom.
        case bottom = 6
        /// Keep the size; centre at the left.
        case left = 7
        /// Keep the size; centre at the right.
        case right = 8
        /// Keep the size; top left.
        case topLeft = 9
        /// Keep the size; top right.
        case topRight = 10
        /// Keep the size; bottom left.
        case bottomLeft = 11
        /// Keep the size; bottom right.
        case bottomRight = 12
    }
}
