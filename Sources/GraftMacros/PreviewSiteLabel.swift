/// The argument label that names one `#Preview` in its module: the file's name and the position of
/// the `#`, as in `ContentView_swift_12_1`. The `GraftPreviewsScanner` computes the same label from
/// the source text (its `PreviewSiteLabel.swift` is this file's twin), so the registry can call the
/// function the expansion declares: `ContentView.swift`, line 12, column 1 → `ContentView_dswift_L12_C1`.
///
/// `_` starts every escape, so different file names never give the same label: letters and digits
/// are kept, `.` becomes `_d`, `_` becomes `__`, and every other byte `_x` and two hex digits.
func previewSiteLabel(fileName: String, line: Int, column: Int) -> String {
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
    return "\(label)_L\(line)_C\(column)"
}
