import CGtk

/// A turn in three dimensions, drawn in perspective: what SwiftUI's `rotation3DEffect` does.
public struct Rotation3D: Equatable, Sendable {
    /// The angle in degrees, by the right-hand rule around `axis` (x right, y down, z towards the viewer).
    public var degrees: Double
    /// The axis' x, y and z; (0, 0, 0) turns nothing.
    public var axis: (x: Double, y: Double, z: Double)
    /// The point that stays still, in fractions of the width and height.
    public var anchor: (x: Double, y: Double)
    /// The depth of that point, in pixels.
    public var anchorZ: Double
    /// How strong the perspective is: the eye is the larger side divided by it away (0: none).
    public var perspective: Double

    /// A turn of `degrees` around `axis`, about `anchor` at depth `anchorZ`, seen with `perspective`.
    ///
    /// - Parameters:
    ///   - degrees: The angle in degrees.
    ///   - axis: The axis' x, y and z.
    ///   - anchor: The still point, in fractions of the width and height.
    ///   - anchorZ: The still point's depth in pixels.
    ///   - perspective: The perspective's strength (SwiftUI's default is 1).
    public init(
        degrees: Double, axis: (x: Double, y: Double, z: Double), anchor: (x: Double, y: Double),
        anchorZ: Double, perspective: Double
    ) {
        (self.degrees, self.axis, self.anchor, self.anchorZ, self.perspective) =
            (degrees, axis, anchor, anchorZ, perspective)
    }

    /// Whether both turns are the same.
    public static func == (lhs: Rotation3D, rhs: Rotation3D) -> Bool {
        lhs.degrees == rhs.degrees && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor && lhs.anchorZ == rhs.anchorZ
            && lhs.perspective == rhs.perspective
    }
}

extension Gtk.Widget {
    /// Gives the widget its place inside its parent, drawn turned in three dimensions
    /// (`gtk_widget_allocate` with a `GskTransform` of `gsk_transform_perspective` and
    /// `gsk_transform_rotate_3d` about the anchor): it lays out in `width` × `height` at (`x`, `y`)
    /// as usual, and its drawing and its clicks follow the turn. Non-finite values and a zero axis
    /// turn nothing.
    ///
    /// GTK's Cairo renderer draws no 3D transform (it paints the area pink): in a window drawn by
    /// it, the turn is flattened to the 2D transform it projects to without perspective.
    ///
    /// - Parameters:
    ///   - x: The left edge, in the parent's coordinates.
    ///   - y: The top edge.
    ///   - width: The width it lays out in.
    ///   - height: The height it lays out in.
    ///   - rotation: The turn.
    public func allocate(x: Int, y: Int, width: Int, height: Int, rotated rotation: Rotation3D) {
        allocate(x: x, y: y, width: width, height: height, rotated: rotation, flat: drawsWithCairo)
    }

    /// ``allocate(x:y:width:height:rotated:)`` with the choice of a flattened 2D turn made by the
    /// caller (tests of the Cairo renderer's path).
    package func allocate(x: Int, y: Int, width: Int, height: Int, rotated rotation: Rotation3D, flat: Bool) {
        func finite(_ value: Double, _ fallback: Double = 0) -> Float { Float(value.isFinite ? value : fallback) }
        var axis = graphene_vec3_t()
        graphene_vec3_init(&axis, finite(rotation.axis.x), finite(rotation.axis.y), finite(rotation.axis.z))
        let turns = graphene_vec3_length(&axis) > 0 && rotation.degrees.isFinite && rotation.degrees != 0
        var pivot = graphene_point3d_t(
            x: Float(x) + finite(rotation.anchor.x, 0.5) * Float(width),
            y: Float(y) + finite(rotation.anchor.y, 0.5) * Float(height), z: finite(rotation.anchorZ))
        var transform = gsk_transform_translate_3d(nil, &pivot)
        if turns {
            let depth = Double(max(width, height)) / rotation.perspective
            if !flat, depth.isFinite, depth > 0 { transform = gsk_transform_perspective(transform, Float(depth)) }
            transform = gsk_transform_rotate_3d(transform, finite(rotation.degrees), &axis)
        }
        var back = graphene_point3d_t(x: -pivot.x + Float(x), y: -pivot.y + Float(y), z: -pivot.z)
        transform = gsk_transform_translate_3d(transform, &back)
        if flat, turns { transform = Self.flattened(transform) }
        gtk_widget_allocate(widgetPointer, Int32(clamping: width), Int32(clamping: height), -1, transform)
    }

    /// Whether the widget's window draws with GTK's Cairo renderer (`GskCairoRenderer`).
    public var drawsWithCairo: Bool {
        guard let native = gtk_widget_get_native(widgetPointer), let renderer = gtk_native_get_renderer(native) else {
            return false
        }
        return String(cString: g_type_name(graft_object_type(UnsafeMutableRawPointer(renderer)))) == "GskCairoRenderer"
    }

    /// The 2D transform `transform` projects the z = 0 plane to, seen straight on (it consumes `transform`).
    private static func flattened(_ transform: OpaquePointer?) -> OpaquePointer? {
        var matrix = graphene_matrix_t()
        gsk_transform_to_matrix(transform, &matrix)
        gsk_transform_unref(transform)
        var points = [(0, 0), (1, 0), (0, 1)].map { graphene_point3d_t(x: Float($0.0), y: Float($0.1), z: 0) }
        for index in points.indices {
            var moved = graphene_point3d_t()
            graphene_matrix_transform_point3d(&matrix, &points[index], &moved)
            points[index] = moved
        }
        // x' = a x + c y + tx, y' = b x + d y + ty, as a translation, rotation, skew and scale
        // (a matrix given whole is of unknown category, which Cairo does not draw either).
        let (a, b) = (points[1].x - points[0].x, points[1].y - points[0].y)
        let (c, d) = (points[2].x - points[0].x, points[2].y - points[0].y)
        var origin = graphene_point_t(x: points[0].x, y: points[0].y)
        let flat = gsk_transform_translate(nil, &origin)
        let scaleX = (a * a + b * b).squareRoot()
        guard scaleX > 1e-6 else { return gsk_transform_scale(flat, 0, 0) }
        let angle = atan2f(b, a)
        let sheared = cosf(angle) * c + sinf(angle) * d
        let scaleY = cosf(angle) * d - sinf(angle) * c
        guard abs(scaleY) > 1e-6 else { return gsk_transform_scale(flat, 0, 0) }
        let degrees = Float(180 / Double.pi)
        let rotated = gsk_transform_rotate(flat, angle * degrees)
        let skewed = gsk_transform_skew(rotated, atanf(sheared / scaleY) * degrees, 0)
        return gsk_transform_scale(skewed, scaleX, scaleY)
    }
}

extension Gtk.Widget {
    /// The deepest widget at (`x`, `y`) of this one that takes clicks (`gtk_widget_pick`),
    /// following the transforms widgets were allocated with; `nil` when there is none.
    ///
    /// - Parameters:
    ///   - x: The horizontal position in this widget's coordinates.
    ///   - y: The vertical position.
    public func pick(x: Double, y: Double) -> Gtk.Widget? {
        Gtk.Widget._wrap(gtk_widget_pick(widgetPointer, x, y, GTK_PICK_DEFAULT))
    }
}
