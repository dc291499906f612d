// libpng's simplified read API, used to decode PNG files (pkg-config: libpng16).
#include <png.h>

// The format and version macros are composite expressions that Swift does not import.
static const unsigned int kinema_png_image_version = PNG_IMAGE_VERSION;
static const unsigned int kinema_png_format_rgba = PNG_FORMAT_RGBA;
// Read 16-bit files without gAMA or sRGB chunks as sRGB-encoded (scaled to 8 bits, no gamma
// conversion), as Pillow and browsers do, instead of libpng's default of linear light.
static const unsigned int kinema_png_image_flag_16bit_srgb = PNG_IMAGE_FLAG_16BIT_sRGB;
