/// The pages the benchmark loads.
enum Fixtures {
    /// A ~40 KB HTML page of paragraphs.
    static func page(title: String) -> String {
        let paragraphs = (0..<400).map { "<p>Paragraph \($0): \(String(repeating: "graft ", count: 14))</p>" }
        return "<!doctype html><html><head><title>\(title)</title></head><body>\(paragraphs.joined())</body></html>"
    }
}
