import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme/tokens.ts';
import { Card, CardGrid } from './Cards.tsx';
import { staggerDelaySeconds } from './motion.ts';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

function renderThree() {
  render(
    <ThemeProvider theme={theme}>
      <CardGrid>
        {['Starter', 'Essentials', 'Growth'].map((name, index) => (
          <Card key={name} index={index}>
            {name}
          </Card>
        ))}
      </CardGrid>
    </ThemeProvider>,
  );
  return screen.getAllByRole('listitem').map((item) => item.getAttribute('data-stagger-delay'));
}

afterEach(() => vi.unstubAllGlobals());

describe('staggered card entrance', () => {
  it('delays each card 0.1 s after the one before', () => {
    expect([0, 1, 2, 7].map((i) => staggerDelaySeconds(i, false))).toEqual([0, 0.1, 0.2, 0.7]);
    mockReducedMotion(false);
    expect(renderThree()).toEqual(['0', '0.1', '0.2']);
  });

  it('does not animate at all under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    expect(renderThree()).toEqual(['0', '0', '0']);
  });
});
