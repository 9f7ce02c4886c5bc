/// A property wrapper whose wrapped value ``BindableProperties`` steps through.
///
/// A wrapped property such as `@Shared var signUpData: SignUpData` is stored as
/// `_signUpData: Shared<SignUpData>`. When the wrapper adopts this protocol, the property is
/// listed as `signUpData`, and a path such as `\.signUpData.email` reaches into the wrapped
/// value, as the same key path does in Swift.
public protocol _KeyPathResolvingWrapper {
  associatedtype _WrappedValue
  /// Usually `\.wrappedValue`. A setter that is `nonmutating`, as a reference's is, makes it a
  /// `ReferenceWritableKeyPath`, which is writable too.
  static var _wrappedValueKeyPath: WritableKeyPath<Self, _WrappedValue> { get }
}

extension _KeyPathResolvingWrapper {
  static var _anyWrappedValueKeyPath: AnyKeyPath { _wrappedValueKeyPath }
}
