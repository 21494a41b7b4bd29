extension AppDatabase {
    /// `v21-placement`: the store no longer decides where a reminder goes in its list's manual
    /// order.
    ///
    /// - The triggers of `schemaV13SortOrders` that put a new reminder, and one moved in from
    ///   another list, at the end of its list are dropped: Domain's `ManualOrder` decides, and
    ///   every write stores what it decided with the row, reading only the list's largest
    ///   position (`ReminderRecord.place(replacing:_:)`, `ReminderRecord.moveSubtasks`, the
    ///   seeding). Every row already has its position (the triggers gave one to each), so none
    ///   is computed again.
    /// - What remains are triggers that only keep derived data: a list's counts, the search
    ///   index, and a reminder's owner copied from its list.
    static let schemaV21Placement = """
        DROP TRIGGER reminder_afterInsertPlaceLast;
        DROP TRIGGER reminder_afterMovePlaceLast;
        """
}
