// Registers the remotes named by the runtime config and loads a remote's ./App on demand. A remote
// built for another contract major is refused before it mounts (ContractMismatchError), so the
// route shows its fallback with the reason instead of the remote failing somewhere at run time.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  checkContract,
  CONTRACT_VERSION,
  ContractMismatchError,
  FEDERATION_NAMES,
  REMOTE_NAMES,
  type RemoteAppModule,
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

export async function loadRemoteApp(name: RemoteName, isRetry = false): Promise<RemoteAppModule> {
  if (isRetry) reregister(name);
  let module: RemoteAppModule | null | undefined;
  try {
    module = await loadRemote<RemoteAppModule>(`${FEDERATION_NAMES[name]}/App`);
  } catch (error) {
    throw new RemoteUnavailableError(name, error);
  }
  if (!module || typeof module.default !== 'function') {
    throw new RemoteUnavailableError(name, new Error('The remote did not expose an App component'));
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
  return module;
}
