// Cairo and pangocairo for KinemaCairo (pkg-config: pangocairo, which requires cairo).
#include <cairo.h>
#include <pango/pangocairo.h>
