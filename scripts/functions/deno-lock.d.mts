export const FUNCTIONS_DIR: string;
export const LOCK_FILE: string;
export function npmTarget(target: string): { name: string; range: string; subpath: string } | undefined;
export function importMapPackages(): Map<string, string>;
export function installedVersion(name: string): string;
