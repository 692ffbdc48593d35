import CGst

extension Gst {
    /// Where a video pipeline's frames come from: a launch description or a discovered device.
    public enum VideoSource: Sendable, Hashable {
        /// A `gst-launch` description of the source part, e.g.
        /// `"videotestsrc is-live=true ! capsfilter caps=\"video/x-raw,width=640,height=480\""`.
        ///
        /// It becomes a bin whose unlinked source pad feeds the converter, so it must end in an
        /// element: write a trailing caps filter as `capsfilter caps="…"`, not as bare caps.
        case launch(String)
        /// A capture device found by ``Gst/videoDevices()``.
        case device(VideoDevice)
    }

    /// A video capture device (`GstDevice` of class `Video/Source`), such as a V4L2 camera.
    ///
    /// Two values are equal when they name the same device (its path, or its name and class when
    /// the provider gives no path).
    public final class VideoDevice: @unchecked Sendable, Hashable {
        /// The human-readable name, e.g. `"Integrated Camera"`.
        public let displayName: String
        /// The device class, e.g. `"Video/Source"`.
        public let deviceClass: String
        /// The device node (`/dev/video0`) when the provider reports one.
        public let path: String?
        /// The `GstDevice *` (one reference owned; GstObject references are thread-safe).
        let device: OpaquePointer

        init(adopting device: UnsafeMutablePointer<GstDevice>) {
            self.device = OpaquePointer(device)
            displayName = gst_device_get_display_name(device).map { Self.take($0) } ?? "Camera"
            deviceClass = gst_device_get_device_class(device).map { Self.take($0) } ?? ""
            var path: String?
            if let properties = gst_device_get_properties(device) {
                defer { gst_structure_free(properties) }
                for key in ["api.v4l2.path", "device.path", "object.path"] {
                    if let value = gst_structure_get_string(properties, key) {
                        path = String(cString: value)
                        break
                    }
                }
            }
            self.path = path
        }

        deinit { gst_object_unref(UnsafeMutableRawPointer(device)) }

        private static func take(_ string: UnsafeMutablePointer<gchar>) -> String {
            defer { g_free(string) }
            return String(cString: string)
        }

        /// Makes a new source element for the device (`gst_device_create_element`), e.g. a
        /// `v4l2src` with its `device` property set.
        ///
        /// - Throws: ``GstError/elementUnavailable(_:)`` when the provider cannot make one.
        @MainActor
        public func makeElement() throws(GstError) -> Element {
            guard let element = gst_device_create_element(UnsafeMutablePointer<GstDevice>(device), nil) else {
                throw .elementUnavailable("source for device '\(displayName)'")
            }
            return Element(floating: element)
        }

        /// Whether both name the same device.
        public static func == (lhs: VideoDevice, rhs: VideoDevice) -> Bool {
            lhs.path == rhs.path && lhs.displayName == rhs.displayName && lhs.deviceClass == rhs.deviceClass
        }

        /// Hashes what ``==`` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(path)
            hasher.combine(displayName)
            hasher.combine(deviceClass)
        }
    }

    /// The video capture devices present now (`GstDeviceMonitor` filtered on `Video/Source`).
    ///
    /// Probes the device providers once (V4L2 cameras, and PipeWire or libcamera ones when those
    /// plugins are installed) without starting a monitor, so no thread is left behind. An empty
    /// list means no camera.
    ///
    /// - Throws: ``GstError/initializationFailed(_:)`` if GStreamer cannot start.
    public static func videoDevices() throws(GstError) -> [VideoDevice] {
        try initialize()
        guard let monitor = gst_device_monitor_new() else { return [] }
        defer { gst_object_unref(UnsafeMutableRawPointer(monitor)) }
        gst_device_monitor_add_filter(monitor, "Video/Source", nil)
        var devices: [VideoDevice] = []
        var node = gst_device_monitor_get_devices(monitor)
        let list = node
        while let current = node {
            if let device = current.pointee.data {
                devices.append(VideoDevice(adopting: device.assumingMemoryBound(to: GstDevice.self)))
            }
            node = current.pointee.next
        }
        g_list_free(list)
        return devices
    }
}
