// Fetches the runtime config served beside the shell, so every deploy can point the same build
// at other remotes and another backend.
import { parseRuntimeConfig, RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@firm/shared-contracts';

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
  if (!response.ok) {
    throw new Error(`Could not load ${RUNTIME_CONFIG_PATH}: HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(`${RUNTIME_CONFIG_PATH} is not valid JSON`);
  }
  return parseRuntimeConfig(body);
}
