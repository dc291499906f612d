// Whether the test process runs under a sanitizer, for the few tests whose subject is not
// what the sanitizer checks and whose cost it multiplies (stack depth, say).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether ThreadSanitizer's runtime is loaded (`swift test --sanitize=thread`).
///
/// ThreadSanitizer instruments every function, so stack frames grow several times: a test
/// of very deep recursion can overflow a stack that is ample without it.
public let isRunningUnderThreadSanitizer: Bool = {
    #if canImport(Glibc)
        // RTLD_DEFAULT (a null handle): the executable and every library loaded.
        return dlsym(nil, "__tsan_init") != nil
    #elseif canImport(Darwin)
        return dlsym(UnsafeMutableRawPointer(bitPattern: -2), "__tsan_init") != nil
    #else
        return false
    #endif
}()
