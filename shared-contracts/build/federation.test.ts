import { describe, expect, it } from 'vitest';
import { sharedDependencies } from './federation.ts';

describe('sharedDependencies', () => {
  const packages = ['react', 'react-dom', 'react-router', 'react-router-dom', 'styled-components', 'zustand', '@supabase/supabase-js'];
  const deps = Object.fromEntries(packages.map((name) => [name, '^1.2.3']));
  it('shares every singleton, including react-router (docs/architecture.md#d24)', () => {
    const shared = sharedDependencies({ dependencies: { ...deps, '@firm/shared-contracts': '1.0.0' } });
    expect(Object.keys(shared).sort()).toEqual(
      [
        '@firm/shared-contracts',
        '@firm/shared-contracts/auth',
        '@supabase/supabase-js',
        'react',
        'react-dom',
        'react-router',
        'react-router-dom',
        'styled-components',
        'zustand',
      ].sort(),
    );
    expect(shared['@firm/shared-contracts']).toEqual({ singleton: true, requiredVersion: '^1.0.0' });
    // The auth entry is shared at its package's version.
    expect(shared['@firm/shared-contracts/auth']).toEqual({ singleton: true, requiredVersion: '^1.0.0' });
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '^1.2.3' });
  });
  it('leaves stateless libraries such as the icon set to each app, which bundles only what it draws', () => {
    const shared = sharedDependencies({ dependencies: { ...deps, '@firm/shared-contracts': '1.0.0', 'lucide-react': '^1.77.0' } });
    expect(shared).not.toHaveProperty('lucide-react');
  });
  it('refuses an app that does not depend on a singleton', () => {
    const { zustand: _z, ...rest } = deps;
    expect(() => sharedDependencies({ dependencies: rest })).toThrow(
      'zustand must be a dependency of every app (it is shared as a singleton)',
    );
  });
});
