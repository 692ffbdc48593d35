import Foundation
import Graft
import Testing

@Suite("graft-previews: discovers the package's previews and writes PNGs and a contact sheet")
struct PreviewCommandTests {
    @Test("Run without a display: it starts Xvfb, writes one PNG per preview and scheme, and a contact sheet")
    func endToEnd() throws {
        let executable = productsFolder.appendingPathComponent("graft-previews")
        try #require(
            FileManager.default.isExecutableFile(atPath: executable.path),
            "graft-previews is not built next to the tests (\(executable.path))")
        let output = try makeTemporaryFolder("command")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--output", output.path]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(printed)")
        #expect(printed.contains("private Xvfb"))
        #expect(printed.contains(output.path))
        let expected = [
            "RoundedBorder-light.light.png", "RoundedBorder-dark.dark.png", "RedLabel.light.png", "RedLabel.dark.png",
            "contact-sheet.png",
        ]
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(Set(written) == Set(expected))
        for name in expected {
            let bytes = try Data(contentsOf: output.appendingPathComponent(name))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name) is a PNG")
            #expect(printed.contains(name))
        }
        let border = try RGBAImage(
            pngData: Array(try Data(contentsOf: output.appendingPathComponent("RoundedBorder-light.light.png"))))
        #expect((border.width, border.height) == (200, 200))
        let sheet = try RGBAImage(
            pngData: Array(try Data(contentsOf: output.appendingPathComponent("contact-sheet.png"))))
        #expect(sheet.width > 400 && sheet.height > 300)
    }

    @Test("--list prints the previews without rendering or needing a display")
    func list() throws {
        let process = Process()
        process.executableURL = productsFolder.appendingPathComponent("graft-previews")
        process.arguments = ["--list"]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(printed.contains("RoundedBorder (light)") && printed.contains("RedLabel"))
    }
}
