export interface CspRuntimeConfig {
  supabaseUrl: string;
  remotes: Record<string, { entry: string }>;
  reviewsWidgetScriptUrl: string | null;
  policyEmbedScriptUrl: string | null;
}

export const VIDEO_FRAME_ORIGINS: string[];
export function cspOrigins(config: CspRuntimeConfig): {
  remotes: string[];
  backend: string[];
  reviewsWidget: string[];
  policyEmbed: string[];
};
export function buildCsp(config: CspRuntimeConfig): string;
export function nginxCspInclude(config: CspRuntimeConfig): string;
export const PAGE_HEADERS: Record<string, string>;
export const STRICT_TRANSPORT_SECURITY: string;
