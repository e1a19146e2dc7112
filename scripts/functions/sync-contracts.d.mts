export const CONTRACT_FILES: string[];
export function header(file: string): string;
export function expectedCopies(): Map<string, string>;
export function staleCopies(): string[];
