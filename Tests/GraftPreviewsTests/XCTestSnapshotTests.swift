import Graft
import GraftSnapshotTesting
import XCTest

@testable import RepresentableExamples

/// The same assertion under XCTest: failures go through `XCTFail`.
///
/// XCTest on Linux runs test methods on the main thread but cannot call `@MainActor` methods,
/// so the test body asserts its isolation instead.
final class XCTestSnapshotTests: XCTestCase {
    func testRoundedBorderDarkMatchesReference() {
        MainActor.assumeIsolated {
            assertSnapshot(of: RoundedBorder(), as: .image(layout: .fixed(width: 200, height: 200), colorScheme: .dark))
        }
    }

    func testVerifySnapshotReportsAMismatch() throws {
        try MainActor.assumeIsolated {
            let folder = try makeTemporaryFolder("xctest")
            defer { try? FileManager.default.removeItem(at: folder) }
            let reference = RGBAImage(width: 4, height: 4, red: 0, green: 0, blue: 0)
            try Data(try reference.pngData()).write(to: folder.appendingPathComponent("check.1.png"))
            let white = RGBAImage(width: 4, height: 4, red: 255, green: 255, blue: 255)
            let failure = verifySnapshot(
                of: white, as: .image, record: .never, snapshotDirectory: folder.path, testName: "check")
            XCTAssertEqual(failure?.reason.contains("16 of 16 pixels differ"), true)
        }
    }
}
