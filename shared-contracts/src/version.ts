// The contract's version, read by the shell to refuse remotes built for another major.
export const CONTRACT_VERSION = '1.0.0';
