// The two walks of CKinemaDiscovery.h over the metadata sections the Swift runtime knows.
//
// On ELF, each image's swiftrt.o registers the bounds of its Swift sections with the runtime
// when the image loads; `swift_enumerateAllMetadataSections` (exported by libswiftCore on
// ELF platforms, and what swift-testing reads its test content with) visits them. The layouts
// read here are the Swift ABI's: MetadataSections (stdlib/public/SwiftShims/swift/shims/
// MetadataSections.h), test content records (swift-testing's ABI/TestContent.md), and
// conformance and context descriptors (docs/ABI/TypeMetadata.rst), written out below.
#include "CKinemaDiscovery.h"

#include <string.h>

#if defined(__ELF__)

/// One section's bounds, as the runtime records them.
typedef struct {
    uintptr_t start;
    uintptr_t length;
} section_range;

/// The sections of one image, in the order of the runtime's `MetadataSections`. Version 4 and
/// later have `tests`.
typedef struct {
    uintptr_t version;
    const void *base_address;
    void *unused0;
    void *unused1;
    section_range protocols;
    section_range protocol_conformances;
    section_range type_metadata;
    section_range typeref;
    section_range reflstr;
    section_range fieldmd;
    section_range assocty;
    section_range replace;
    section_range replac2;
    section_range builtin;
    section_range capture;
    section_range mpenum;
    section_range accessible_functions;
    section_range runtime_attributes;
    section_range tests;
} metadata_sections;

extern void swift_enumerateAllMetadataSections(
    bool (*body)(const void *sections, void *context), void *context);

/// The target of a relative direct pointer stored at `field` (an offset from the field).
static const void *relative_direct(const void *field) {
    int32_t offset;
    memcpy(&offset, field, sizeof offset);
    if (offset == 0) return NULL;
    return (const char *)field + offset;
}

/// The target of a relative indirectable pointer: an odd offset points at a pointer to the
/// target (a GOT-like slot) rather than at the target.
static const void *relative_indirectable(const void *field) {
    int32_t offset;
    memcpy(&offset, field, sizeof offset);
    if (offset == 0) return NULL;
    const char *address = (const char *)field + (offset & ~1);
    if (offset & 1) {
        const void *target;
        memcpy(&target, address, sizeof target);
        return target;
    }
    return address;
}

// Context descriptors: flags (kind in the low 5 bits, "generic" in bit 7), the parent
// (relative indirectable), then for modules, protocols and nominal types the name (relative
// direct); nominal types follow with their metadata access function (relative direct).
enum {
    context_kind_module = 0,
    context_kind_protocol = 3,
    context_kind_class = 16,
    context_kind_struct = 17,
    context_kind_enum = 18,
    context_flag_generic = 0x80,
};

static uint32_t context_flags(const void *descriptor) {
    uint32_t flags;
    memcpy(&flags, descriptor, sizeof flags);
    return flags;
}

static const void *context_parent(const void *descriptor) {
    return relative_indirectable((const char *)descriptor + 4);
}

static const char *context_name(const void *descriptor) {
    return relative_direct((const char *)descriptor + 8);
}

/// Whether `protocol` is the protocol `name` at the top level of module `module`.
static bool is_protocol(const void *protocol, const char *module, const char *name) {
    if (!protocol || (context_flags(protocol) & 0x1F) != context_kind_protocol) return false;
    const char *protocol_name = context_name(protocol);
    if (!protocol_name || strcmp(protocol_name, name) != 0) return false;
    const void *parent = context_parent(protocol);
    if (!parent || (context_flags(parent) & 0x1F) != context_kind_module) return false;
    const char *module_name = context_name(parent);
    return module_name && strcmp(module_name, module) == 0;
}

/// A metadata access function: called with a request (0: complete metadata, blocking), it
/// returns the metadata and its state. It uses Swift's calling convention.
typedef struct {
    const void *metadata;
    uintptr_t state;
} metadata_response;
typedef metadata_response (*metadata_accessor)(uintptr_t request) __attribute__((swiftcall));

/// The complete metadata of the non-generic nominal type `descriptor` describes, or NULL.
static const void *type_metadata(const void *descriptor) {
    if (!descriptor) return NULL;
    uint32_t flags = context_flags(descriptor);
    uint32_t kind = flags & 0x1F;
    if (kind != context_kind_class && kind != context_kind_struct && kind != context_kind_enum) {
        return NULL;
    }
    if (flags & context_flag_generic) return NULL;
    const void *function = relative_direct((const char *)descriptor + 12);
    if (!function) return NULL;
    return ((metadata_accessor)function)(0).metadata;
}

// MARK: Test content

typedef struct {
    uint32_t kind;
    void (*body)(const kinema_test_content_record *, void *);
    void *context;
} test_content_walk;

static bool visit_test_content(const void *raw, void *raw_walk) {
    const metadata_sections *sections = raw;
    const test_content_walk *walk = raw_walk;
    if (sections->version < 4 || sections->tests.start == 0) return true;
    size_t count = sections->tests.length / sizeof(kinema_test_content_record);
    const kinema_test_content_record *records = (const void *)sections->tests.start;
    for (size_t index = 0; index < count; index++) {
        if (records[index].kind == walk->kind) walk->body(&records[index], walk->context);
    }
    return true;
}

void kinema_enumerate_test_content(
    uint32_t kind, void (*body)(const kinema_test_content_record *, void *), void *context) {
    test_content_walk walk = {kind, body, context};
    swift_enumerateAllMetadataSections(visit_test_content, &walk);
}

// MARK: Conformances

typedef struct {
    const char *module;
    const char *protocol;
    void (*body)(const void *, void *);
    void *context;
} conformance_walk;

/// Reports the conforming type of one conformance descriptor: the protocol (relative
/// indirectable), the type reference (relative; its kind in bits 3-5 of the flags, which
/// follow the witness table pattern), and the flags.
static void visit_conformance(const char *descriptor, const conformance_walk *walk) {
    if (!is_protocol(relative_indirectable(descriptor), walk->module, walk->protocol)) return;
    uint32_t flags;
    memcpy(&flags, descriptor + 12, sizeof flags);
    const void *type = NULL;
    switch ((flags >> 3) & 0x7) {
    case 0:  // a direct type descriptor
        type = relative_direct(descriptor + 4);
        break;
    case 1: {  // an indirect type descriptor: a pointer to it
        const void *slot = relative_direct(descriptor + 4);
        if (slot) memcpy(&type, slot, sizeof type);
        break;
    }
    default:  // Objective-C class references: not on Linux
        return;
    }
    const void *metadata = type_metadata(type);
    if (metadata) walk->body(metadata, walk->context);
}

static bool visit_conformances(const void *raw, void *raw_walk) {
    const metadata_sections *sections = raw;
    const conformance_walk *walk = raw_walk;
    if (sections->protocol_conformances.start == 0) return true;
    // The section holds 32-bit relative pointers to the conformance descriptors.
    size_t count = sections->protocol_conformances.length / sizeof(int32_t);
    const char *records = (const char *)sections->protocol_conformances.start;
    for (size_t index = 0; index < count; index++) {
        const char *descriptor = relative_direct(records + index * sizeof(int32_t));
        if (descriptor) visit_conformance(descriptor, walk);
    }
    return true;
}

void kinema_enumerate_conforming_types(
    const char *moduleName, const char *protocolName, void (*body)(const void *, void *),
    void *context) {
    conformance_walk walk = {moduleName, protocolName, body, context};
    swift_enumerateAllMetadataSections(visit_conformances, &walk);
}

#else

void kinema_enumerate_test_content(
    uint32_t kind, void (*body)(const kinema_test_content_record *, void *), void *context) {
    (void)kind, (void)body, (void)context;
}

void kinema_enumerate_conforming_types(
    const char *moduleName, const char *protocolName, void (*body)(const void *, void *),
    void *context) {
    (void)moduleName, (void)protocolName, (void)body, (void)context;
}

#endif
