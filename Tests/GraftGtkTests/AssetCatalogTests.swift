import Foundation
import Graft
import GraftGtk
import GtkBridge
import Testing

@testable import GraftGtk

/// `Image("name")` and `Color("name")` on the catalog of this target's resources
/// (`Resources/Assets.xcassets`, declared as `.process("Resources")`), and on broken catalogs the
/// tests write.
@Suite("Asset catalogs")
@MainActor
struct AssetCatalogTests {
    /// The picture of `image` shown at `scale`: its allocated size and its centre pixel.
    private func shown(_ image: Image, scale: Double) throws -> (width: Int, height: Int, pixel: [UInt8]) {
        let host = try GtkTest.show(width: 120, height: 80) {
            VStack { image }.environment(\.displayScale, scale)
        }
        defer { host.close() }
        let picture = try #require(host.root.first("GtkPicture"))
        let rendered = try WidgetRenderer.renderImage(of: picture)
        let centre = rendered.pixel(x: rendered.width / 2, y: rendered.height / 2)
        return (picture.allocatedWidth, picture.allocatedHeight, [centre.red, centre.green, centre.blue])
    }

    @Test("An image set's 1x, 2x and 3x files are picked for scales 1, 2 and 3, each shown at the same point size")
    func scales() throws {
        let one = try shown(Image("Swatch", bundle: .module), scale: 1)
        #expect(one.width == 4 && one.height == 4)
        #expect(one.pixel == [255, 0, 0])  // swatch.png: 4×4 red
        let two = try shown(Image("Swatch", bundle: .module), scale: 2)
        #expect(two.width == 4 && two.height == 4)
        #expect(two.pixel == [0, 0, 255])  // swatch@2x.png: 8×8 blue
        let three = try shown(Image("Swatch", bundle: .module), scale: 3)
        #expect(three.width == 4 && three.height == 4)
        #expect(three.pixel[1] > 240 && three.pixel[0] < 15 && three.pixel[2] < 15)  // swatch@3x.jpg: green
    }

    @Test("With no bundle, Image finds the catalog in the resource bundles beside the executable")
    func searchOrder() throws {
        let order = Bundle.assetCatalogSearchOrder.map(\.bundlePath)
        #expect(order.first == Bundle.main.bundlePath)
        #expect(order.contains(Bundle.module.bundlePath))
        #expect(try shown(Image("Swatch"), scale: 1).pixel == [255, 0, 0])
        #expect(try shown(Image("Swatch", bundle: .main), scale: 2).pixel == [0, 0, 255])
        // A group with "provides-namespace" prefixes its images' names.
        #expect(try shown(Image(decorative: "Icons/Dot"), scale: 1).pixel == [0, 255, 0])
    }

    @Test("A colour set shows its light colour in the light scheme and its dark colour in the dark one")
    func colorSet() throws {
        let tint = Color("Tint", bundle: .module)
        #expect(tint.resolve(in: .light).css == "rgb(255,128,0)")  // "255", "0x80", "0.000"
        #expect(tint.resolve(in: .dark).css == "rgb(0,128,255)")  // display-p3 "0.000", "0.502", "1.000"
        let host = try GtkTest.show(width: 120, height: 80, colorScheme: .light) {
            Color("Tint").frame(width: 40, height: 30)
        }
        defer { host.close() }
        let swatch = try #require(host.root.descendants.first { $0.allocatedWidth == 40 && $0.allocatedHeight == 30 })
        let light = try WidgetRenderer.renderImage(of: swatch).pixel(x: 20, y: 15)
        #expect([light.red, light.green, light.blue] == [255, 128, 0])
        host.setColorScheme(.dark)
        GtkTest.settle()
        let dark = try WidgetRenderer.renderImage(of: swatch).pixel(x: 20, y: 15)
        #expect([dark.red, dark.green, dark.blue] == [0, 128, 255])
    }

    @Test("A colour set follows the environment's colour scheme inside a light window")
    func colorSetInDarkSubtree() throws {
        let host = try GtkTest.show(width: 120, height: 80, colorScheme: .light) {
            Color("Tint", bundle: .module).frame(width: 40, height: 30).environment(\.colorScheme, .dark)
        }
        defer { host.close() }
        let swatch = try #require(host.root.descendants.first { $0.allocatedWidth == 40 && $0.allocatedHeight == 30 })
        let pixel = try WidgetRenderer.renderImage(of: swatch).pixel(x: 20, y: 15)
        #expect([pixel.red, pixel.green, pixel.blue] == [0, 128, 255])
    }

    @Test("A missing name shows the missing-image icon with the name in its tooltip, and warns once")
    func missing() throws {
        let host = try GtkTest.show {
            VStack {
                Image("NoSuchImage")
                Image("NoSuchImage")
            }
        }
        defer { host.close() }
        let pictures = host.root.all("GtkPicture")
        #expect(pictures.count == 2)
        for picture in pictures {
            #expect(picture.hasCSSClass("graft-image-missing"))
            #expect(picture.tooltip?.contains("no image named 'NoSuchImage'") == true)
        }
        #expect(_AssetCatalogs.warnings.filter { $0.contains("Image(\"NoSuchImage\")") }.count == 1)
        #expect(Color("NoSuchColor") == .clear)
        #expect(_AssetCatalogs.warnings.contains { $0.contains("no color named 'NoSuchColor'") })
    }

    @Test("A malformed Contents.json gives a message naming the file; the catalog's other sets still load")
    func malformed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graft-assets-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        let bad = catalog.appendingPathComponent("Bad.imageset/Contents.json")
        let badColor = catalog.appendingPathComponent("Ink.colorset/Contents.json")
        let good = catalog.appendingPathComponent("Good.colorset/Contents.json")
        let lost = catalog.appendingPathComponent("Lost.imageset/Contents.json")
        for file in [bad, badColor, good, lost] {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        try Data(#"{ "images" : [ { "filename" : "x.png", "#.utf8).write(to: bad)
        try Data(#"{ "colors" : [ { "color" : { "components" : { "red" : "oops" } } } ] }"#.utf8).write(to: badColor)
        try Data(
            #"{ "colors" : [ { "color" : { "components" : { "red" : "0x33", "green" : 0.2, "blue" : "51" } } } ] }"#
                .utf8
        )
        .write(to: good)
        try Data(#"{ "images" : [ { "filename" : "lost.png", "scale" : "1x" } ] }"#.utf8).write(to: lost)
        let bundle = try #require(Bundle(path: folder.path))

        #expect(Color("Good", bundle: bundle).resolve(in: .dark).css == "rgb(51,51,51)")
        #expect(Color("Ink", bundle: bundle) == .clear)
        let read = try AssetCatalog(path: catalog.path)
        #expect(read.imageNames == ["Bad", "Lost"] && read.colorNames == ["Good", "Ink"])
        #expect(throws: AssetCatalogError.self) { try read.colorSet(named: "Ink") }
        do {
            _ = try read.imageSet(named: "Bad")
            Issue.record("a malformed image set was read")
        } catch {
            #expect(error.description.contains(bad.path))
            #expect(error.description.contains("not valid JSON"))
        }

        let host = try GtkTest.show {
            VStack {
                Image("Bad", bundle: bundle)
                Image("Lost", bundle: bundle)
            }
        }
        defer { host.close() }
        let pictures = host.root.all("GtkPicture")
        try #require(pictures.count == 2)
        #expect(pictures.allSatisfy { $0.hasCSSClass("graft-image-missing") })
        #expect(pictures[0].tooltip?.contains("malformed asset catalog file '\(bad.path)'") == true)
        // A set whose file is not there names the image and the file.
        #expect(pictures[1].tooltip?.hasPrefix("Lost: no image file at") == true)
        #expect(pictures[1].tooltip?.contains("Lost.imageset/lost.png") == true)
        #expect(_AssetCatalogs.warnings.contains { $0.contains(badColor.path) })
    }

    @Test("Data files of the target's resources are found through Bundle.module")
    func dataFiles() throws {
        let url = try #require(Bundle.module.url(forResource: "greeting", withExtension: "json"))
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: url))
        #expect(decoded == ["greeting": "hello"])
        // SwiftPM on Linux keeps resources in the bundle beside the executable, not in Bundle.main.
        #expect(Bundle.main.url(forResource: "greeting", withExtension: "json") == nil)
    }
}

/// Shows the `displayScale` its environment gives it.
private struct ScaleLabel: View {
    @Environment(\.displayScale) private var scale
    var body: some View { Text("scale \(Int(scale))") }
}

@Suite("Asset catalog layouts")
@MainActor
struct AssetCatalogLayoutTests {
    @Test("A window gives its views its GTK scale factor as displayScale")
    func windowScale() throws {
        let host = try GtkTest.show { ScaleLabel() }
        defer { host.close() }
        #expect(host.root.labelTexts == ["scale \(host.window.scaleFactor)"])
    }

    @Test("An image set's dark files are picked in the dark scheme, the others' scales as without")
    func darkImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graft-dark-\(getpid()).imageset")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let dark = #"[ { "appearance" : "luminosity", "value" : "dark" } ]"#
        let contents = """
            { "images" : [
              { "filename" : "a.png", "idiom" : "universal", "scale" : "1x" },
              { "filename" : "b.png", "idiom" : "universal", "scale" : "2x" },
              { "filename" : "c.png", "idiom" : "universal", "scale" : "1x", "appearances" : \(dark) },
              { "idiom" : "universal", "scale" : "3x" },
              { "filename" : "p.png", "idiom" : "iphone", "scale" : "2x" } ] }
            """
        try Data(contents.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        let set = try AssetCatalog.ImageSet(folder: folder.path)
        func file(_ scale: Double, _ scheme: ColorScheme) -> String? {
            set.file(forScale: scale, in: scheme).map { String($0.path.split(separator: "/").last ?? "") }
        }
        #expect(set.variants.count == 3)  // the empty 3x slot and the iPhone-only file are skipped
        #expect(file(1, .light) == "a.png" && file(2, .light) == "b.png" && file(3, .light) == "b.png")
        #expect(file(1, .dark) == "c.png" && file(2, .dark) == "c.png")
    }

    @Test("A bundle made with .copy(\"Resources\") keeps its catalog one folder down, and it is found")
    func copiedResources() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graft-copied-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Resources/Assets.xcassets/Ink.colorset/Contents.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(
            #"{ "colors" : [ { "color" : { "color-space" : "gray-gamma-22", "components" : { "white" : "0.2" } } } ] }"#
                .utf8
        ).write(to: file)
        let bundle = try #require(Bundle(path: folder.path))
        #expect(bundle.assetCatalogs.map(\.path) == [folder.path + "/Resources/Assets.xcassets"])
        #expect(Color("Ink", bundle: bundle).resolve(in: .light).css == "rgb(51,51,51)")
    }
}
