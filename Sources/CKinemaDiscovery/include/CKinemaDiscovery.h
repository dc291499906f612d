// Reading what the Swift compiler left in the images of the process: test content records
// (the `swift5_tests` section, where `#Preview` puts Kinema's preview records) and protocol
// conformance records (how `PreviewProvider` types are found). ELF images only; elsewhere the
// functions find nothing.
#ifndef CKINEMADISCOVERY_H
#define CKINEMADISCOVERY_H

#include <stdbool.h>
#include <stdint.h>

#if __has_feature(nullability)
#pragma clang assume_nonnull begin
#endif

/// The accessor of a test content record: writes the record's value, of the type `type`
/// points to, into `outValue` and returns true; or leaves `outValue` alone and returns false
/// when `type` is not the record's type (swift-testing's documented record ABI,
/// Documentation/ABI/TestContent.md).
typedef bool (*kinema_test_content_accessor)(
    void *outValue, const void *type, const void *_Nullable hint, uintptr_t reserved);

/// One record of the `swift5_tests` section, laid out as swift-testing documents it.
typedef struct kinema_test_content_record {
    /// What the record holds (a FourCC by convention); 0 is never used.
    uint32_t kind;
    /// Reserved: 0.
    uint32_t reserved1;
    /// Makes the record's value, or NULL for a record that only carries `context`.
    kinema_test_content_accessor _Nullable accessor;
    /// Record-specific context.
    uintptr_t context;
    /// Reserved: 0.
    uintptr_t reserved2;
} kinema_test_content_record;

/// Calls `body` with every record of `kind` in the `swift5_tests` sections of the images
/// loaded in the process, image by image, in section order.
void kinema_enumerate_test_content(
    uint32_t kind, void (*body)(const kinema_test_content_record *record, void *_Nullable context),
    void *_Nullable context);

/// Calls `body` with the type metadata of every non-generic struct, enum or class that has a
/// conformance record for the protocol `protocolName` declared at the top level of module
/// `moduleName`, in any image loaded in the process. A type can be reported more than once
/// (one conformance record per image that holds one).
void kinema_enumerate_conforming_types(
    const char *moduleName, const char *protocolName,
    void (*body)(const void *metadata, void *_Nullable context), void *_Nullable context);

#if __has_feature(nullability)
#pragma clang assume_nonnull end
#endif

#endif
