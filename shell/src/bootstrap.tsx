// Start-up: find the root, read the runtime config, register the remotes, render.
import { createRoot } from 'react-dom/client';
import { configureSupabase, setRuntimeConfig } from '@firm/shared-contracts';
import { App } from './app/App.tsx';
import { ErrorScreen } from './app/ErrorScreen.tsx';
import { loadRuntimeConfig } from './config/loadRuntimeConfig.ts';
import { registerAllRemotes } from './remotes/loadRemoteApp.ts';

async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) {
    console.error('Root element not found');
    return;
  }
  const root = createRoot(rootElement);
  try {
    const config = await loadRuntimeConfig();
    setRuntimeConfig(config);
    configureSupabase(config);
    registerAllRemotes(config);
    root.render(<App config={config} />);
  } catch (error) {
    console.error('Start-up failed:', error);
    root.render(<ErrorScreen error={error} />);
  }
}

void start();
