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

describe('CardGrid', () => {
  const styles = () => Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');

  it('is a list of its cards whose column count steps with its own width', () => {
    mockReducedMotion(false);
    const cells = renderThree();
    expect(cells).toHaveLength(3);
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('data-card-grid', '3');
    // Measured against the frame around the list, not the screen.
    expect(getComputedStyle(list.parentElement as HTMLElement).getPropertyValue('container-type')).toBe('inline-size');
    // Three 260 px cards: two from 544 px (the third centred below), all three from 828 px.
    expect(styles()).toMatch(/@container \(min-width: 544px\)\{[^}]*--cols:2;/);
    expect(styles()).toMatch(/@container \(min-width: 828px\)\{[^}]*--cols:3;/);
    expect(styles()).not.toMatch(/--cols:4/);
  });

  it('caps the cards at a maximum width when asked, so a short row sits centred', () => {
    render(
      <ThemeProvider theme={theme}>
        <CardGrid min={150} max={280} aria-label="Leadership">
          {['Elena', 'Marcus'].map((name) => (
            <li key={name}>{name}</li>
          ))}
        </CardGrid>
      </ThemeProvider>,
    );
    const list = screen.getByRole('list', { name: 'Leadership' });
    expect(getComputedStyle(list).justifyContent).toBe('center');
    expect(styles()).toMatch(/max-width:280px/);
  });
});
