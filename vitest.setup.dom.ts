// DOM test setup shared by the browser-side workspaces.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// A file in the Node environment (pages rendered as a server renders them) has no DOM until it
// installs one, and react-dom/client must not be evaluated before that: it reads the DOM once.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
}
