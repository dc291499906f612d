// libpng's simplified read API, used to decode PNG files (pkg-config: libpng16).
#include <png.h>

// The format and version macros are composite expressions that Swift does not import.
static const unsigned int kinema_png_image_version = PNG_IMAGE_VERSION;
static const unsigned int kinema_png_format_rgba = PNG_FORMAT_RGBA;
