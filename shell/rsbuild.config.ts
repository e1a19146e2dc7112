import { hostConfig } from '@firm/shared-contracts/build/rsbuild.ts';
import pkg from './package.json' with { type: 'json' };

export default hostConfig({ pkg, title: 'Silver State Books', extra: { html: { template: './index.html' } } });
