import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContract, ContractMismatchError, parseContractVersion } from './remote-contract.ts';
import { CONTRACT_VERSION } from './version.ts';

describe('contract version', () => {
  it('is the version of the shared-contracts package', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { version: string };
    expect(CONTRACT_VERSION).toBe(pkg.version);
  });

  it('parses major and minor of a semver version and nothing else', () => {
    expect(parseContractVersion('1.4.2')).toEqual({ major: 1, minor: 4 });
    expect(parseContractVersion('2.0.0-rc.1')).toEqual({ major: 2, minor: 0 });
    expect(parseContractVersion('unknown')).toBeNull();
    expect(parseContractVersion(undefined)).toBeNull();
    expect(parseContractVersion(1)).toBeNull();
  });
});

describe('checkContract', () => {
  it('accepts a remote built for the same major', () => {
    expect(checkContract('blog', '1.0.0', '1.0.0')).toEqual({ compatible: true, warning: null });
    expect(checkContract('blog', '1.0.3', '1.2.0')).toEqual({ compatible: true, warning: null });
  });

  it('accepts a newer minor of the same major, with a warning for the team', () => {
    expect(checkContract('tools', '1.3.0', '1.2.0')).toEqual({
      compatible: true,
      warning: "The tools remote was built for contract 1.3.0, newer than this site's 1.2.0.",
    });
  });

  it('refuses another major, saying which one it was built for and which one the site provides', () => {
    expect(checkContract('blog', '2.0.0', '1.0.0')).toEqual({
      compatible: false,
      builtFor: '2.0.0',
      reason: 'The blog remote was built for contract 2.x, this site provides 1.x.',
    });
    expect(checkContract('admin', '0.9.0', '1.0.0')).toMatchObject({
      compatible: false,
      reason: 'The admin remote was built for contract 0.x, this site provides 1.x.',
    });
  });

  it('refuses a remote that does not say which contract it was built for', () => {
    for (const builtFor of [undefined, 'unknown', '', 2]) {
      expect(checkContract('marketing', builtFor, '1.0.0')).toEqual({
        compatible: false,
        builtFor: null,
        reason: 'The marketing remote does not say which contract it was built for; this site provides 1.x.',
      });
    }
  });

  it('defaults to this package’s contract version', () => {
    expect(checkContract('blog', CONTRACT_VERSION).compatible).toBe(true);
  });
});

describe('ContractMismatchError', () => {
  it('is recognisable by name (the shell’s fallback shows its message)', () => {
    const error = new ContractMismatchError('blog', '2.0.0', '1.0.0', 'The blog remote was built for contract 2.x, this site provides 1.x.');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ContractMismatchError');
    expect(error.message).toBe('The blog remote was built for contract 2.x, this site provides 1.x.');
    expect(error).toMatchObject({ remote: 'blog', builtFor: '2.0.0', provided: '1.0.0' });
  });
});
