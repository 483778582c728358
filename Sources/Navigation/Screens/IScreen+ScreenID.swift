extension IScreen {
    /// The identity of this object: a screen that stands for itself is identified by itself.
    public var screenID: ObjectIdentifier { ObjectIdentifier(self) }
}
