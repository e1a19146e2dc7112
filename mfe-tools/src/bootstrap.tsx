// Runs this remote alone on its own port (the shell nests ./routes instead and never runs this).
import { mountStandalone } from '@firm/shared-contracts/standalone';
import { routes } from './routes.tsx';

void mountStandalone('tools', routes);
