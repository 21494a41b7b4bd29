import CLibXML2

/// libxml2's one-time global set-up.
enum LibXML2 {
    /// libxml2 initializes its globals (dictionary mutex, random seed) lazily and races when two
    /// threads are first; `xmlInitParser` once, before any parse, is what its documentation asks
    /// of multi-threaded programs. A static `let` runs it exactly once.
    static let initialized: Void = xmlInitParser()
}
