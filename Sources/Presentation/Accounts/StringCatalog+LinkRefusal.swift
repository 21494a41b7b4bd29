import Domain

extension StringCatalog {
    /// What a page says of a link that cannot be used.
    func message(for refusal: AccountLinkRefusal) -> String {
        switch refusal {
        case .expired: self[.linkExpired]
        case .used: self[.linkUsed]
        case .unknown: self[.linkUnknown]
        }
    }
}
