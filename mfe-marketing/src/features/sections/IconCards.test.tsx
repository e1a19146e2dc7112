import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@firm/shared-contracts';
import { HOME_PROBLEMS } from '../home/homeContent.ts';
import { IconCards } from './IconCards.tsx';

describe('IconCards', () => {
  it('draws each card its named icon as a decorative SVG, with no text glyph for a screen reader', async () => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <IconCards cards={HOME_PROBLEMS} label="Problems" />
        </MemoryRouter>
      </ThemeProvider>,
    );
    const cards = within(screen.getByRole('list', { name: 'Problems' })).getAllByRole('listitem');
    // The icon set loads on sight (at once here: the test environment has no IntersectionObserver).
    await waitFor(() => expect(cards.map((card) => card.querySelector('svg')?.getAttribute('data-icon'))).toEqual(['clock', 'eye-off', 'invoice']));
    for (const card of cards) {
      expect(card.querySelector('[data-icon-box]')).toHaveAttribute('aria-hidden', 'true');
      // What a screen reader reads of the card: its heading and text, nothing before the title.
      expect(card.textContent?.startsWith(within(card).getByRole('heading', { level: 3 }).textContent ?? '')).toBe(true);
    }
  });
});
