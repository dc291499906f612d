import SwiftUI

/// A sign-in screen as iOS apps write it: bordered fields with a focus enum that moves
/// from email to password on return, keyboard and content-type hints, and a button that
/// animates a confirmation in when both fields are filled.
struct SignInForm: View {
    enum Field: Hashable {
        case email, password
    }

    @State private var email = ""
    @State private var password = ""
    @State private var isSignedIn = false
    @FocusState private var focusedField: Field?

    private var canSignIn: Bool { email.contains("@") && password.count >= 6 }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Welcome back")
                .font(.title2)
                .fontWeight(.bold)
            TextField("Email", text: $email, prompt: Text("name@example.com"))
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.next)
                .focused($focusedField, equals: .email)
                .onSubmit { focusedField = .password }
            SecureField("Password", text: $password)
                .textContentType(.password)
                .submitLabel(.go)
                .focused($focusedField, equals: .password)
                .onSubmit(signIn)
            Button(action: signIn) {
                Text(isSignedIn ? "Signed In" : "Sign In")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .disabled(!canSignIn)
            if isSignedIn {
                Label("Check your inbox", systemImage: "envelope")
                    .foregroundStyle(.secondary)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
            Spacer()
        }
        .textFieldStyle(.roundedBorder)
        .padding(24)
    }

    private func signIn() {
        guard canSignIn else { return }
        focusedField = nil
        withAnimation(.easeOut(duration: 0.4)) { isSignedIn = true }
    }
}
