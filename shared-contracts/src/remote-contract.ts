// What a remote's exposed ./routes module must export. A remote whose module no longer satisfies it
// fails its type-check (each remote's src/contract.check.ts).
import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION } from './version.ts';

/**
 * The module shape of a remote's exposed './routes': its pages as React Router route objects,
 * relative to its base path (ROUTE_OWNERSHIP), which the shell nests under that path in the one
 * router of the page. Pages load their data in route loaders, so the same objects render on the
 * server and hydrate in the browser (docs/architecture.md#d46).
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
  /**
   * The shared-contracts version the remote was built against, fixed at build time
   * (`export const contractVersion = process.env.CONTRACT_VERSION ?? 'unknown'` in routes.tsx).
   */
  contractVersion: string;
}

/** A remote built for a contract major this site does not provide: refused before it mounts. */
export class ContractMismatchError extends Error {
  readonly remote: string;
  /** The version the remote says it was built for (null when it says nothing usable). */
  readonly builtFor: string | null;
  readonly provided: string;
  constructor(remote: string, builtFor: string | null, provided: string, message: string) {
    super(message);
    this.name = 'ContractMismatchError';
    this.remote = remote;
    this.builtFor = builtFor;
    this.provided = provided;
  }
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/** Major and minor of a semver version, or null when the value is not one. */
export function parseContractVersion(value: unknown): { major: number; minor: number } | null {
  if (typeof value !== 'string') return null;
  const match = SEMVER.exec(value.trim());
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
}

export type ContractCheck =
  | { compatible: true; warning: string | null }
  | { compatible: false; builtFor: string | null; reason: string };

/**
 * Whether a remote built for `builtFor` can run on a site that provides `provided`: same major.
 * A remote built against a newer minor still mounts (minors only add), with a warning for the
 * team, since it may use something this site's shared-contracts lacks.
 */
export function checkContract(remote: string, builtFor: unknown, provided: string = CONTRACT_VERSION): ContractCheck {
  const site = parseContractVersion(provided);
  if (!site) throw new Error(`The site's contract version "${provided}" is not a semver version`);
  const built = parseContractVersion(builtFor);
  if (!built) {
    return {
      compatible: false,
      builtFor: null,
      reason: `The ${remote} remote does not say which contract it was built for; this site provides ${site.major}.x.`,
    };
  }
  if (built.major !== site.major) {
    return {
      compatible: false,
      builtFor: String(builtFor),
      reason: `The ${remote} remote was built for contract ${built.major}.x, this site provides ${site.major}.x.`,
    };
  }
  const warning =
    built.minor > site.minor
      ? `The ${remote} remote was built for contract ${String(builtFor)}, newer than this site's ${provided}.`
      : null;
  return { compatible: true, warning };
}
