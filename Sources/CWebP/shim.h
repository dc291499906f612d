// libwebp's encoder and WebPAnimEncoder (in libwebpmux), used to write animated WebP files
// (pkg-config: libwebpmux, which requires libwebp; Debian's libwebp-dev).
#include <webp/encode.h>
#include <webp/mux.h>
