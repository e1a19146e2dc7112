import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localRuntimeConfig, setRuntimeConfig } from '@firm/shared-contracts';
import { RuntimeConfigProvider, useRuntimeConfig } from './RuntimeConfigContext.tsx';

function ShowPolicyUrl() {
  const config = useRuntimeConfig();
  return <p>{config === null ? 'no config' : (config.policyEmbedScriptUrl ?? 'no script')}</p>;
}

describe('runtime config context', () => {
  it('gives the config the App received', () => {
    const config = { ...localRuntimeConfig('k'), policyEmbedScriptUrl: 'https://policies.example/a.js' };
    render(
      <RuntimeConfigProvider value={config}>
        <ShowPolicyUrl />
      </RuntimeConfigProvider>,
    );
    expect(screen.getByText('https://policies.example/a.js')).toBeInTheDocument();
  });

  it('falls back to the start-up config outside a provider', () => {
    render(<ShowPolicyUrl />);
    expect(screen.getByText('no config')).toBeInTheDocument();
    setRuntimeConfig(localRuntimeConfig('k'));
    render(<ShowPolicyUrl />);
    expect(screen.getByText('no script')).toBeInTheDocument();
  });
});
