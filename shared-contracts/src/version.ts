// The contract's version (semver, kept equal to this package's version). The shell refuses a
// remote built for another major; a remote records the version it was built against through the
// build-time constant process.env.CONTRACT_VERSION (see build/rsbuild.ts), never by reading this
// module at run time: shared-contracts is a singleton, so at run time every remote sees the
// shell's copy.
export const CONTRACT_VERSION = '2.0.0';
