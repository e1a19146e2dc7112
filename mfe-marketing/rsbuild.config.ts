import { remoteConfig } from '@firm/shared-contracts/build/rsbuild.ts';
import pkg from './package.json' with { type: 'json' };

export default remoteConfig('marketing', { pkg, title: 'Silver State Books' });
