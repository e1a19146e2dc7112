// Turns a handler into a function's Deno entry (`export default serveFunction(...)` in each
// <name>/index.ts), as the hosted Edge Runtime and `deno serve` run it: settings from the
// environment, CORS answered here (the platform adds none), a missing or unusable setting or a
// thrown error answered as JSON with a message instead of a bare 500.
import { corsHeaders } from '@supabase/supabase-js/cors';
import { inlineJwks } from './callers.ts';
import { createFunctionContext, json, PLATFORM_SETTINGS, type Env, type FunctionContext, type FunctionHandler } from './context.ts';

/** A setting a function cannot run without, with what makes a value of it unusable. */
export interface RequiredSetting {
  name: string;
  /** Why a value that is set cannot be used ('is shorter than 32 characters'), or undefined when it can. */
  problem(value: string): string | undefined;
}

export interface EntryOptions {
  /** Settings this function cannot run without, besides the platform's own: by name, or with a check of the value. */
  requires?: readonly (string | RequiredSetting)[];
  /** The environment; Deno's by default. */
  env?: () => Env;
}

/** Platform settings a function can run without, whose value, when one is set, must be usable. */
const OPTIONAL_PLATFORM_SETTINGS: readonly RequiredSetting[] = [
  {
    name: 'SUPABASE_JWKS',
    problem(value) {
      const parsed = inlineJwks(value);
      return 'problem' in parsed ? parsed.problem : undefined;
    },
  },
];

const reported = new Set<string>();

/** Deno's environment (read through globalThis so unit tests in Node can pass their own). */
function denoEnv(): Env {
  const deno = (globalThis as { Deno?: { env: { toObject(): Record<string, string> } } }).Deno;
  return deno ? deno.env.toObject() : {};
}

/**
 * What keeps the function from running, said of each setting: the required ones missing (a key of
 * either kind will do, so the function can make its clients), then each set one, required or
 * optional, whose value fails its check. Empty when the function can run.
 */
function settingProblems(env: Env, required: readonly (string | RequiredSetting)[], optional: readonly RequiredSetting[]): string[] {
  const missing: string[] = [];
  const unusable: string[] = [];
  const check = (setting: RequiredSetting, value: string) => {
    const problem = setting.problem(value);
    if (problem) unusable.push(`${setting.name} ${problem}`);
  };
  for (const setting of required) {
    const name = typeof setting === 'string' ? setting : setting.name;
    const value = env[name]?.trim();
    if (!value) missing.push(name);
    else if (typeof setting !== 'string') check(setting, value);
  }
  for (const setting of optional) {
    const value = env[setting.name]?.trim();
    if (value) check(setting, value);
  }
  const hasSecret = ['SUPABASE_SECRET_KEYS', 'SUPABASE_SECRET_KEY', 'SUPABASE_SERVICE_ROLE_KEY'].some((name) => env[name]?.trim());
  if (!hasSecret) missing.push('SUPABASE_SECRET_KEYS');
  return [...(missing.length > 0 ? [`${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set`] : []), ...unusable];
}

function withCors(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(corsHeaders)) if (!headers.has(name)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function serveFunction(name: string, handler: FunctionHandler, options: EntryOptions = {}): { fetch(request: Request): Promise<Response> } {
  const readEnv = options.env ?? denoEnv;
  const required = [...PLATFORM_SETTINGS, ...(options.requires ?? [])];
  let context: FunctionContext | undefined;
  return {
    async fetch(request: Request): Promise<Response> {
      if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
      if (!context) {
        const env = readEnv();
        const problems = settingProblems(env, required, OPTIONAL_PLATFORM_SETTINGS);
        if (problems.length > 0) {
          const message = `The ${name} function is not configured: ${problems.join('; ')}.`;
          if (!reported.has(message)) {
            reported.add(message);
            console.error(`[${name}] ${message}`);
          }
          return withCors(json({ error: message }, { status: 500 }));
        }
        context = createFunctionContext(env);
      }
      try {
        // Credentials that do not verify are refused for every function, public ones included.
        const caller = await context.caller(request);
        if (caller.kind === 'invalid') return withCors(json({ error: caller.message }, { status: 401 }));
        return withCors(await handler(request, context));
      } catch (error) {
        console.error(`[${name}] failed:`, error);
        return withCors(json({ error: `The ${name} function failed; try again.` }, { status: 500 }));
      }
    },
  };
}
