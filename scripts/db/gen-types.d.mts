export const TYPES_FILE: string;
export const HEADER: string;
export function generateTypes(): Promise<string>;
export function typesAreCurrent(): Promise<boolean>;
