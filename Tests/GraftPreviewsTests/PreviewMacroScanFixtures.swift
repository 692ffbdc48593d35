import Graft

// `#Preview`s placed to trip the registry's scanner: if it got a position wrong, the label it
// computes would not match the macro's and this test target would not compile.

/// Text that mentions #Preview { } inside a string, which is not a preview.
let scanFixtureText = """
    #Preview("Not a preview") { Text("in a string") }
    """

/* A block comment with "#Preview" and non-ASCII text: é, ü, 日本. */ #Preview("After a comment é") {
    Text("After a comment")
}

/// A type whose body holds text in braces: `{` inside a string must not change the depth.
struct ScanFixtureView: View {
    let brace = "{"
    var body: some View { Text(brace) }
}

#Preview("After a brace in a string", traits: .sizeThatFitsLayout) { ScanFixtureView() }
