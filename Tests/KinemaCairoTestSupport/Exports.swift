// The snapshot comparison these helpers build on is KinemaTesting's (a product); the test
// targets that import this module use it directly.
@_exported import KinemaTesting
