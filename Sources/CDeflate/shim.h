// libdeflate: whole-buffer zlib compression and CRC-32 for the PNG writer (pkg-config: libdeflate).
#include <libdeflate.h>
