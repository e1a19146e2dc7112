// Registers the remotes named by the runtime config and loads a remote's ./routes on demand. A
// remote built for another contract major is refused before its routes join the router
// (ContractMismatchError), so the page shows the reason instead of the remote failing somewhere at
// run time.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  checkContract,
  CONTRACT_VERSION,
  ContractMismatchError,
  FEDERATION_NAMES,
  REMOTE_NAMES,
  type RemoteRoutesModule,
  type RemoteName,
  type RuntimeConfig,
} from '@firm/shared-contracts';

let registeredConfig: RuntimeConfig | null = null;

export function registerAllRemotes(config: RuntimeConfig): void {
  registeredConfig = config;
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name: FEDERATION_NAMES[name], entry: config.remotes[name].entry })),
    { force: true },
  );
}

/** Registers one remote again, so a retry fetches its manifest afresh instead of a cached failure. */
function reregister(name: RemoteName): void {
  if (!registeredConfig) return;
  registerRemotes([{ name: FEDERATION_NAMES[name], entry: registeredConfig.remotes[name].entry }], { force: true });
}

export class RemoteUnavailableError extends Error {
  readonly remote: RemoteName;
  constructor(remote: RemoteName, cause: unknown) {
    super(`The ${remote} part of the site could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}

/** Remotes whose last load failed: the next load registers them again (docs/architecture.md#d26). */
const failed = new Set<RemoteName>();

export async function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  if (failed.has(name)) reregister(name);
  failed.add(name);
  let module: RemoteRoutesModule | null | undefined;
  try {
    module = await loadRemote<RemoteRoutesModule>(`${FEDERATION_NAMES[name]}/routes`);
  } catch (error) {
    throw new RemoteUnavailableError(name, error);
  }
  if (!module || !Array.isArray(module.routes)) {
    throw new RemoteUnavailableError(name, new Error('The remote did not expose its routes'));
  }
  const contract = checkContract(name, module.contractVersion, CONTRACT_VERSION);
  const location = registeredConfig?.remotes[name];
  const release = location ? `${location.version ? `release ${location.version}, ` : ''}${location.entry}` : 'unregistered';
  if (!contract.compatible) {
    // For the team: which remote, which release, and both versions, before the visitor's fallback.
    console.error(`Refused the ${name} remote (${release}): ${contract.reason}`, {
      remote: name,
      builtFor: module.contractVersion,
      provided: CONTRACT_VERSION,
    });
    throw new ContractMismatchError(name, contract.builtFor, CONTRACT_VERSION, contract.reason);
  }
  if (contract.warning) console.warn(`${contract.warning} (${release})`);
  failed.delete(name);
  return module;
}
