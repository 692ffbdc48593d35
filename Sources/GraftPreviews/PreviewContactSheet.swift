import GraftCore
import GtkBridge

/// A contact sheet of rendered previews, itself a Graft view: one row per provider, its images
/// side by side (light before dark), each captioned with its name and scheme.
///
/// `graft-previews` renders it with ``PreviewLayout/sizeThatFits`` into `contact-sheet.png`.
///
/// ```swift
/// let sheet = PreviewContactSheet(title: "MyApp", entries: entries)
/// let png = try PreviewRenderer.render(sheet, layout: .sizeThatFits)
/// ```
public struct PreviewContactSheet: View {
    /// One image on the sheet.
    public struct Entry: Sendable {
        /// The row the image goes in (the provider's name).
        public var group: String
        /// The caption under the image.
        public var caption: String
        /// The pixels.
        public var image: RGBAImage

        /// An image with its row and caption.
        ///
        /// - Parameters:
        ///   - group: The row (entries of the same group share one, in order).
        ///   - caption: The text under the image.
        ///   - image: The pixels.
        public init(group: String, caption: String, image: RGBAImage) {
            self.group = group
            self.caption = caption
            self.image = image
        }
    }

    /// The heading.
    public let title: String
    /// The images, in order.
    public let entries: [Entry]

    /// A sheet of `entries` under `title`.
    ///
    /// - Parameters:
    ///   - title: The heading.
    ///   - entries: The images; consecutive entries of a group share a row.
    public init(title: String, entries: [Entry]) {
        self.title = title
        self.entries = entries
    }

    private var rows: [(group: String, cells: [Entry])] {
        var rows: [(group: String, cells: [Entry])] = []
        for entry in entries {
            if rows.last?.group == entry.group {
                rows[rows.count - 1].cells.append(entry)
            } else {
                rows.append((entry.group, [entry]))
            }
        }
        return rows
    }

    /// The heading, then one row of captioned images per group.
    public var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text(title).font(.title2)
            ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
                VStack(alignment: .leading, spacing: 8) {
                    Text(row.group).font(.headline)
                    HStack(alignment: .top, spacing: 16) {
                        ForEach(Array(row.cells.enumerated()), id: \.offset) { _, cell in
                            VStack(alignment: .center, spacing: 6) {
                                // A 1 px grey frame shows where a light image ends on the light sheet.
                                Image(width: cell.image.width, height: cell.image.height, rgba: cell.image.pixels)
                                    .padding(1)
                                    .background(Color.gray)
                                Text(cell.caption).font(.callout).foregroundColor(.secondary)
                            }
                        }
                    }
                }
            }
        }
        .padding(24)
    }
}
