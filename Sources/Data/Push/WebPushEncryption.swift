import Crypto
import Foundation

/// Web Push message encryption (RFC 8291) in the `aes128gcm` content coding (RFC 8188): what a
/// push message's body is, so that only the browser that subscribed can read it.
///
/// The body is one record: a header of the salt (16 bytes), the record size (4096), and as key
/// id the server's ephemeral P-256 public key (65 bytes), then the plaintext, the delimiter
/// 0x02 of the last record, encrypted with AES-128-GCM under keys derived (HKDF-SHA-256) from an
/// ECDH secret with the browser's key and the browser's authentication secret.
public enum WebPushEncryption {
    /// The record size written in the header.
    public static let recordSize = 4096
    /// The longest plaintext one record of a 4 KB push message holds: 4096 bytes less the
    /// header (86), the delimiter (1) and the authentication tag (16).
    public static let maximumPlaintextCount = 4096 - 86 - 1 - 16

    /// Encrypts `plaintext` for the browser whose public key is `userAgentPublicKey` (65
    /// bytes, uncompressed) and whose authentication secret is `authSecret` (16 bytes).
    /// - Parameters:
    ///   - ephemeralKey: the server's key for this message; a fresh one unless a test fixes it.
    ///   - salt: 16 random bytes unless a test fixes them.
    /// - Throws: `WebPushEncryptionError` for a key that is not a P-256 point, a secret or salt
    ///   of the wrong size, or a plaintext longer than one record.
    public static func encrypt(
        _ plaintext: Data, userAgentPublicKey: Data, authSecret: Data,
        ephemeralKey: P256.KeyAgreement.PrivateKey = P256.KeyAgreement.PrivateKey(), salt: Data = randomSalt()
    ) throws(WebPushEncryptionError) -> Data {
        guard plaintext.count <= maximumPlaintextCount else { throw .plaintextTooLong(plaintext.count) }
        guard salt.count == 16 else { throw .malformed("the salt must be 16 bytes") }
        let userAgentKey = try publicKey(userAgentPublicKey)
        let serverPublicKey = ephemeralKey.publicKey.x963Representation
        let keys = try derive(
            privateKey: ephemeralKey, peer: userAgentKey, authSecret: authSecret, salt: salt,
            userAgentPublicKey: userAgentKey.x963Representation, serverPublicKey: serverPublicKey
        )
        do {
            let sealed = try AES.GCM.seal(plaintext + [0x02], using: keys.contentKey, nonce: keys.nonce)
            var body = salt
            body.append(contentsOf: withUnsafeBytes(of: UInt32(recordSize).bigEndian, Array.init))
            body.append(UInt8(serverPublicKey.count))
            body.append(serverPublicKey)
            body.append(sealed.ciphertext)
            body.append(sealed.tag)
            return body
        } catch {
            throw .malformed("AES-GCM failed: \(error)")
        }
    }

    /// Decrypts `body` as the browser holding `privateKey` and `authSecret` does: what the
    /// tests' push-service stand-in reads, and the proof that `encrypt` can be read.
    /// - Throws: `WebPushEncryptionError` for a body that is not one record for this key.
    public static func decrypt(_ body: Data, privateKey: P256.KeyAgreement.PrivateKey, authSecret: Data) throws(WebPushEncryptionError) -> Data {
        let bytes = [UInt8](body)
        guard bytes.count > 21 else { throw .malformed("the body is shorter than its header") }
        let salt = Data(bytes[0..<16])
        let keyIDCount = Int(bytes[20])
        guard bytes.count >= 21 + keyIDCount + 16 else { throw .malformed("the body is shorter than its key id and tag") }
        let serverPublicKey = Data(bytes[21..<(21 + keyIDCount)])
        let encrypted = bytes[(21 + keyIDCount)...]
        let keys = try derive(
            privateKey: privateKey, peer: try publicKey(serverPublicKey), authSecret: authSecret, salt: salt,
            userAgentPublicKey: privateKey.publicKey.x963Representation, serverPublicKey: serverPublicKey
        )
        let record: Data
        do {
            let box = try AES.GCM.SealedBox(nonce: keys.nonce, ciphertext: encrypted.dropLast(16), tag: encrypted.suffix(16))
            record = try AES.GCM.open(box, using: keys.contentKey)
        } catch {
            throw .undecryptable
        }
        // Padding is zeros after the delimiter; the one record is the last, delimited by 0x02.
        guard let delimiter = record.lastIndex(where: { $0 != 0 }), record[delimiter] == 0x02 else {
            throw .malformed("the record does not end with the last record's delimiter")
        }
        return record[record.startIndex..<delimiter]
    }

    /// 16 bytes from the system's secure generator.
    public static func randomSalt() -> Data {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// The P-256 point `bytes` (65 bytes, uncompressed).
    static func publicKey(_ bytes: Data) throws(WebPushEncryptionError) -> P256.KeyAgreement.PublicKey {
        guard bytes.count == 65, bytes.first == 0x04 else { throw .malformed("a public key must be 65 bytes starting with 0x04") }
        do {
            return try P256.KeyAgreement.PublicKey(x963Representation: bytes)
        } catch {
            throw .malformed("the public key is not a point of P-256")
        }
    }

    /// The content-encryption key and nonce of RFC 8291 section 3.4 and RFC 8188 section 2.2.
    private static func derive(
        privateKey: P256.KeyAgreement.PrivateKey, peer: P256.KeyAgreement.PublicKey, authSecret: Data, salt: Data,
        userAgentPublicKey: Data, serverPublicKey: Data
    ) throws(WebPushEncryptionError) -> (contentKey: SymmetricKey, nonce: AES.GCM.Nonce) {
        guard authSecret.count == 16 else { throw .malformed("the authentication secret must be 16 bytes") }
        let shared: SharedSecret
        do {
            shared = try privateKey.sharedSecretFromKeyAgreement(with: peer)
        } catch {
            throw .malformed("no ECDH secret: \(error)")
        }
        let keyInfo = Data("WebPush: info".utf8) + [0] + userAgentPublicKey + serverPublicKey
        let inputKey = shared.hkdfDerivedSymmetricKey(using: SHA256.self, salt: authSecret, sharedInfo: keyInfo, outputByteCount: 32)
        let contentKey = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: inputKey, salt: salt, info: Data("Content-Encoding: aes128gcm".utf8) + [0], outputByteCount: 16
        )
        let nonceKey = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: inputKey, salt: salt, info: Data("Content-Encoding: nonce".utf8) + [0], outputByteCount: 12
        )
        do {
            return (contentKey, try AES.GCM.Nonce(data: nonceKey.withUnsafeBytes { Data($0) }))
        } catch {
            throw .malformed("no nonce: \(error)")
        }
    }
}
