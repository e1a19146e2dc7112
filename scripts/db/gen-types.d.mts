export const TYPES_FILE: string;
export const HEADER: string;
export function readSchema(query: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>): Promise<unknown>;
export function render(schema: unknown, options: { postgrestVersion: string }): string;
export function generateTypes(): Promise<string>;
export function typesAreCurrent(): Promise<boolean>;
