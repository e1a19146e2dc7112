import { remoteConfig } from '@firm/shared-contracts/build/rsbuild.ts';
import pkg from './package.json' with { type: 'json' };

export default remoteConfig('blog', { pkg, title: 'Blog' });
