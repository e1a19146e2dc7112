// Runs this remote alone on its own port (the shell loads ./App instead and never runs this).
import { mountStandalone } from '@firm/shared-contracts/standalone';
import App from './App.tsx';

void mountStandalone('blog', App);
