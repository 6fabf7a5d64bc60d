/// A double that messages name by the name a test gave it alone, with no
/// type: a ``ClosureDouble``, whose one member is named after it.
protocol NamedByItsName {}
