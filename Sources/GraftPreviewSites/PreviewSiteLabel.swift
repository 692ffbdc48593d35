/// The names that tie one `#Preview` to its registry entry, shared by the `GraftMacros` plugin,
/// which declares `_graftPreview(<site label>: Void)` for each `#Preview`, and the
/// `GraftPreviewsScanner`, which finds the `#Preview`s in the source text and calls them.
public enum PreviewSite {
    /// The argument label that names one `#Preview` in its module: the file's name and the
    /// position of the `#` (line and UTF-8 column, from 1), as in `ContentView_dswift_L12_C1` for
    /// `ContentView.swift`, line 12, column 1. (A module's files have different names.)
    ///
    /// - Parameters:
    ///   - fileName: The file's name, without its folder.
    ///   - line: The line of the `#`.
    ///   - column: The column of the `#`, counted in UTF-8 bytes.
    /// - Returns: A Swift identifier.
    public static func label(fileName: String, line: Int, column: Int) -> String {
        "\(fileLabel(fileName))_L\(line)_C\(column)"
    }

    /// `fileName` as a Swift identifier, different for different names: `_` starts every escape,
    /// so letters and digits are kept, `.` becomes `_d`, `_` becomes `__`, and every other byte
    /// `_x` and two hex digits (`_` first when it would start with a digit).
    ///
    /// - Parameter fileName: The file's name, without its folder.
    /// - Returns: A Swift identifier.
    public static func fileLabel(_ fileName: String) -> String {
        var label = ""
        for byte in fileName.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                label.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: "."): label += "_d"
            case UInt8(ascii: "_"): label += "__"
            default:
                let hex = String(byte, radix: 16)
                label += "_x" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        if let first = label.unicodeScalars.first, ("0"..."9").contains(first) { label = "_" + label }
        return label
    }
}
