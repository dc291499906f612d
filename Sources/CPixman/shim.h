// pixman, Cairo's own pixel library, for KinemaCairo's projective resampling
// (pkg-config: pixman-1): Cairo's own matrices are affine only.
#include <pixman.h>
