/// Signs the texts the server hands to browsers and must recognise when they come back — a
/// signed-out visitor's form token, a flash message — so that a value someone else planted in a
/// cookie is refused. `Data`'s `HMACMessageSigner` implements it with HMAC-SHA-256 and a secret
/// kept in the database.
public protocol MessageSigner: Sendable {
    /// The signature of `message`: always the same for the same message and secret, and
    /// impossible to make without the secret.
    func signature(of message: [UInt8]) -> [UInt8]
}
