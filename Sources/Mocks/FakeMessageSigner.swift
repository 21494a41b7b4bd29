import Domain

/// A signer for tests and previews: deterministic, different for every message and key, and
/// cheap — but no secret protects it, so it is never used to serve. (The app signs with `Data`'s
/// `HMACMessageSigner`.)
public struct FakeMessageSigner: MessageSigner {
    private let key: UInt64

    /// A signer whose signatures depend on `key`.
    public init(key: UInt64 = 0x5EA1) {
        self.key = key
    }

    /// 16 bytes of two FNV-1a hashes of the key and the message.
    public func signature(of message: [UInt8]) -> [UInt8] {
        var first: UInt64 = 0xCBF2_9CE4_8422_2325 ^ key
        var second: UInt64 = 0x8422_2325_CBF2_9CE4 &+ key
        for byte in message {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 &+ first
        }
        return withUnsafeBytes(of: first.littleEndian, Array.init) + withUnsafeBytes(of: second.littleEndian, Array.init)
    }
}
