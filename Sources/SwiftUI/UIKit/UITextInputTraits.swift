#if os(Linux)
    import Kinema

    /// UIKit's kinds of keyboard, as an iOS file hands them to `keyboardType(_:)`.
    /// Kinema draws no keyboard: the value is accepted and changes nothing.
    public enum UIKeyboardType: Int, Sendable {
        /// The default keyboard.
        case `default`
        /// Letters and punctuation of ASCII.
        case asciiCapable
        /// Numbers and punctuation.
        case numbersAndPunctuation
        // swift-format-ignore: AlwaysUseLowerCamelCase
        /// For URLs.
        case URL
        /// Digits 0-9.
        case numberPad
        /// A telephone keypad.
        case phonePad
        /// A telephone keypad with letters for names.
        case namePhonePad
        /// For email addresses.
        case emailAddress
        /// Digits and a decimal point.
        case decimalPad
        /// For social posts (@ and #).
        case twitter
        /// For web searches.
        case webSearch
        /// Digits of ASCII.
        case asciiCapableNumberPad
        /// The ASCII keyboard, as `asciiCapable` (deprecated in UIKit).
        public static let alphabet = UIKeyboardType.asciiCapable
    }

    /// UIKit's semantic content of a field (`textContentType(.emailAddress)`): a value
    /// the system uses for autofill. Kinema has no autofill: it is accepted and changes
    /// nothing.
    public struct UITextContentType: RawRepresentable, Hashable, Sendable {
        /// UIKit's name of the content type.
        public let rawValue: String

        /// A content type by name.
        /// - Parameter rawValue: UIKit's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A person's full name.
        public static let name = UITextContentType(rawValue: "name")
        /// A name's prefix (Dr.).
        public static let namePrefix = UITextContentType(rawValue: "namePrefix")
        /// A given name.
        public static let givenName = UITextContentType(rawValue: "givenName")
        /// A middle name.
        public static let middleName = UITextContentType(rawValue: "middleName")
        /// A family name.
        public static let familyName = UITextContentType(rawValue: "familyName")
        /// A name's suffix (Jr.).
        public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
        /// A nickname.
        public static let nickname = UITextContentType(rawValue: "nickname")
        /// A job title.
        public static let jobTitle = UITextContentType(rawValue: "jobTitle")
        /// An organization's name.
        public static let organizationName = UITextContentType(rawValue: "organizationName")
        /// A location.
        public static let location = UITextContentType(rawValue: "location")
        /// A full street address.
        public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
        /// The first line of a street address.
        public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
        /// The second line of a street address.
        public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
        /// A city.
        public static let addressCity = UITextContentType(rawValue: "addressCity")
        /// A state or province.
        public static let addressState = UITextContentType(rawValue: "addressState")
        /// A city and state.
        public static let addressCityAndState = UITextContentType(
            rawValue: "addressCityAndState")
        /// A sublocality.
        public static let sublocality = UITextContentType(rawValue: "sublocality")
        /// A country's name.
        public static let countryName = UITextContentType(rawValue: "countryName")
        /// A postal code.
        public static let postalCode = UITextContentType(rawValue: "postalCode")
        /// A telephone number.
        public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
        /// An email address.
        public static let emailAddress = UITextContentType(rawValue: "emailAddress")
        // swift-format-ignore: AlwaysUseLowerCamelCase
        /// A URL.
        public static let URL = UITextContentType(rawValue: "URL")
        /// A credit card number.
        public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
        /// An account's user name.
        public static let username = UITextContentType(rawValue: "username")
        /// An account's password.
        public static let password = UITextContentType(rawValue: "password")
        /// A new password.
        public static let newPassword = UITextContentType(rawValue: "newPassword")
        /// A one-time code.
        public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
        /// A shipment's tracking number.
        public static let shipmentTrackingNumber = UITextContentType(
            rawValue: "shipmentTrackingNumber")
        /// A flight number.
        public static let flightNumber = UITextContentType(rawValue: "flightNumber")
        /// A date, a time or a duration.
        public static let dateTime = UITextContentType(rawValue: "dateTime")
    }

    /// UIKit's capitalization of typed text, for the deprecated `autocapitalization(_:)`.
    public enum UITextAutocapitalizationType: Int, Sendable {
        /// No automatic capitals.
        case none
        /// The first letter of each word.
        case words
        /// The first letter of each sentence.
        case sentences
        /// Every letter.
        case allCharacters
    }

    nonisolated extension View {
        /// Sets the keyboard of fields inside (accepted; Kinema draws no keyboard, so it
        /// changes nothing).
        /// - Parameter type: The keyboard.
        public func keyboardType(_ type: UIKeyboardType) -> some View { self }

        /// Sets the semantic content of fields inside, for autofill (accepted; changes
        /// nothing on Linux).
        /// - Parameter textContentType: The content type; `nil` for none.
        public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

        /// Sets how fields inside capitalize typed text, as before iOS 15 (accepted;
        /// changes nothing).
        /// - Parameter style: The capitalization.
        @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
        public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
            self
        }
    }
#endif
