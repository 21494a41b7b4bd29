/// The indentation of a run: a slice of the renderer's indentation buffer.
struct Indent {
    var offset = 0
    var length = 0

    var isEmpty: Bool { length == 0 }
}

extension Renderer {
    /// The indentation `indent` followed by `extra`, for the content of a standalone site.
    mutating func indent(_ indent: Indent, adding extra: [UInt8]) -> Indent {
        guard !extra.isEmpty else { return indent }
        let offset = indentation.count
        indentation.append(contentsOf: indentation[indent.offset..<indent.offset + indent.length])
        indentation.append(contentsOf: extra)
        return Indent(offset: offset, length: indent.length + extra.count)
    }

    /// Frees the indentations made since `mark` (the buffer's count before them).
    @inline(__always)
    mutating func releaseIndentation(to mark: Int) {
        // Almost always nothing to free: skip the call (and its uniqueness check).
        if indentation.count > mark { indentation.removeSubrange(mark...) }
    }

    func writeIndent(_ indent: Indent) {
        indentation.withUnsafeBufferPointer { buffer in
            writer.write(buffer.baseAddress! + indent.offset, count: indent.length)
        }
    }

    /// Writes text, adding the indentation at each line start the compiler recorded in it.
    func writeIndented(_ text: UnsafePointer<UInt8>, count: Int, lineStarts: [Int], indent: Indent) {
        var written = 0
        for lineStart in lineStarts {
            writer.write(text + written, count: lineStart - written)
            writeIndent(indent)
            written = lineStart
        }
        writer.write(text + written, count: count - written)
    }
}
