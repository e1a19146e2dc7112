// Registry and dispatcher for /functions/v1/<name> (supabase/functions/<name>/handler.ts) and the
// site's /api/<name> endpoints (supabase/api/<name>.ts): the same handler files the hosted entry
// wraps, imported on demand and re-imported when the file changes.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FunctionConfig, FunctionContext, FunctionHandler } from '../functions/_runtime/context.ts';

export type HandlerKind = 'function' | 'api';

interface LoadedHandler {
  handler: FunctionHandler;
  config: FunctionConfig;
}

const NAME = /^[a-z0-9][a-z0-9_-]*$/i;

export interface Dispatcher {
  /** The handler for a name, or undefined when there is none (or the name is not a valid one). */
  resolve(kind: HandlerKind, name: string): Promise<LoadedHandler | undefined>;
  run(handler: LoadedHandler, request: Request): Promise<Response>;
}

export function createDispatcher(options: {
  functionsDir: string;
  apiDir: string;
  context: FunctionContext;
  log: (message: string) => void;
}): Dispatcher {
  const cache = new Map<string, { mtimeMs: number; loaded: LoadedHandler }>();

  function fileFor(kind: HandlerKind, name: string): string {
    return kind === 'function'
      ? path.join(options.functionsDir, name, 'handler.ts')
      : path.join(options.apiDir, `${name}.ts`);
  }

  return {
    async resolve(kind, name) {
      if (!NAME.test(name)) return undefined;
      const file = fileFor(kind, name);
      let stat: fs.Stats;
      try {
        stat = fs.statSync(file);
      } catch {
        return undefined;
      }
      if (!stat.isFile()) return undefined;
      const cached = cache.get(file);
      if (cached && cached.mtimeMs === stat.mtimeMs) return cached.loaded;
      // The query string makes an edited handler load afresh instead of from the module cache.
      const module = (await import(`${pathToFileURL(file).href}?v=${Math.floor(stat.mtimeMs)}`)) as {
        default?: unknown;
        config?: FunctionConfig;
      };
      if (typeof module.default !== 'function') {
        throw new Error(`${path.relative(process.cwd(), file)} has no default export handler function`);
      }
      const loaded = { handler: module.default as FunctionHandler, config: module.config ?? {} };
      cache.set(file, { mtimeMs: stat.mtimeMs, loaded });
      return loaded;
    },
    async run(loaded, request) {
      const response = await loaded.handler(request, options.context);
      if (!(response instanceof Response)) throw new Error('handler did not return a Response');
      return response;
    },
  };
}
