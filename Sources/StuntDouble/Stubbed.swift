/// A property of a class double in one line, with a starting value.
///
/// `@Stubbed` forwards the property's reads and writes to the double it is
/// declared in, as the getter and setter of the long form do:
///
/// ```swift
/// final class LogHandlerMock: Mocking, LogHandler {
///     @Stubbed var logLevel: Logger.Level = .info
///     // is
///     // var logLevel: Logger.Level {
///     //     get { didCallFunction() }
///     //     set { didCallFunction(withArguments: newValue) }
///     // }
///     // whose reads answer `.info` until a given or a write says otherwise.
/// }
/// ```
///
/// Everything else is the long form's: reads and writes are recorded
/// under the property's name (`read logLevel`, `set logLevel to .trace`),
/// `given("logLevel", willReturn: Logger.Level.trace)` answers reads, a
/// write is stored for later reads, and the newer of a given and a write
/// wins. The starting value is older than every given: any given or write
/// answers before it. It is part of the double, not of a test: `resetStub()`
/// and `resetMock()` keep it, and the strict policy never reports it
/// unused. Inside a closure form (`given { $0.logLevel }`) a read returns
/// it. Without one (`@Stubbed var title: String`) a read that no given
/// answers returns the type's default, as the long form's does.
///
/// In a double of a `Sendable` protocol, Swift rejects the property
/// ("stored property of 'Sendable'-conforming class is mutable"), as a
/// wrapper's storage is a `var`: declare the double `final class
/// LogHandlerMock: Mocking, LogHandler, @unchecked Sendable`. That is
/// sound: the wrapper's one reference never changes, and every access goes
/// through the double's registry, under its lock.
///
/// The double is a class that conforms to ``Stubbing`` or ``Mocking``;
/// `@Stubbed` reaches it through Swift's enclosing-instance subscript,
/// which structs and enums do not have. The property's name is read once
/// per double class from a double's `Mirror`. A `CustomReflectable`
/// double's `customMirror` is never run, as it may read the property
/// being named: such a double names the property with
/// ``init(wrappedValue:named:fileID:filePath:line:column:)``, or it goes
/// by its declaration (`@Stubbed at Module/File.swift:12:6`), with a note.
@propertyWrapper
public struct Stubbed<Value> {
    /// Everything but the type, in one reference: each access copies the
    /// wrapper, and a copy of a generic value costs a call to its witness.
    @usableFromInline let property: StubbedProperty

    /// A property whose reads answer `wrappedValue` until a given or a
    /// write says otherwise.
    ///
    /// ```swift
    /// @Stubbed var logLevel: Logger.Level = .info
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: The starting value.
    ///   - fileID: The declaration's file, which messages about the
    ///     property's calls quote; leave the default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The declaration's line; leave the default.
    ///   - column: The declaration's column; leave the default.
    public init(
        wrappedValue: Value, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.init(
            wrappedValue, named: nil, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// A property whose reads answer its givens and writes, else the
    /// type's default, as the long form's do.
    ///
    /// ```swift
    /// @Stubbed var title: String
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: The declaration's file, which messages about the
    ///     property's calls quote; leave the default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The declaration's line; leave the default.
    ///   - column: The declaration's column; leave the default.
    public init(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        property = StubbedProperty(
            named: nil, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// A property with a starting value and the name its calls are
    /// recorded under, for a `CustomReflectable` double, whose `Mirror`
    /// StuntDouble does not read.
    ///
    /// ```swift
    /// @Stubbed(named: "logLevel") var logLevel: Logger.Level = .info
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: The starting value.
    ///   - name: The property's name, as `#function` spells it in its
    ///     accessors.
    ///   - fileID: The declaration's file, which messages about the
    ///     property's calls quote; leave the default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The declaration's line; leave the default.
    ///   - column: The declaration's column; leave the default.
    public init(
        wrappedValue: Value, named name: String, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.init(
            wrappedValue, named: name, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private init(_ startingValue: Value, named name: String?, _ location: CodeLocation) {
        property = StubbedProperty(named: name, location) { registry, name in
            registry.addStartingValue(startingValue, to: name, at: location)
        }
    }

    /// Unavailable: `@Stubbed` reaches its double through the enclosing
    /// instance, which only a class's property has.
    @available(
        *, unavailable, message: "@Stubbed is for the properties of a class that conforms to Stubbing or Mocking"
    )
    public var wrappedValue: Value {
        get { fatalError("@Stubbed is for the properties of a class double") }
        set { fatalError("@Stubbed is for the properties of a class double") }
    }

    /// Reads and writes the property through `double`'s call path, as the
    /// long form's getter and setter do.
    @inlinable
    public static subscript<EnclosingDouble: Stubbing & AnyObject>(
        _enclosingInstance double: EnclosingDouble,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingDouble, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingDouble, Self>
    ) -> Value {
        // Inlined, so that the key paths, literals at the call site, become
        // a field's load: through the key path runtime, a read cost 2,000
        // instructions more. The wrapper's state is borrowed, as the double
        // holds it while it calls: retained, a read cost two more atomic
        // operations, as much time as the rest of the read (measured).
        @inline(__always) get {
            let property = Unmanaged.passUnretained(double[keyPath: storageKeyPath].property)
            let location = property._withUnsafeGuaranteedRef { $0.declarationOnceNamed(in: double) }
            // A literal without parentheses: the caller is a property's
            // accessor, as `#function` says in the long form.
            return double.callReturning(
                .stubbed(property, caller: "wrappedValue"), (), fileID: location.fileID, filePath: location.filePath,
                line: location.line, column: location.column, realImplementation: nil)
        }
        @inline(__always) set {
            let property = Unmanaged.passUnretained(double[keyPath: storageKeyPath].property)
            let location = property._withUnsafeGuaranteedRef { $0.declarationOnceNamed(in: double) }
            double.callReturningNothing(
                .stubbed(property, caller: "wrappedValue"), newValue, fileID: location.fileID,
                filePath: location.filePath, line: location.line, column: location.column, realImplementation: nil)
        }
    }
}

// A wrapper holds no value of its type: its starting value is the
// registry's once the first access gives it, as a given's is.
extension Stubbed: Sendable {}
