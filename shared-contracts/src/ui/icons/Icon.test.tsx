// The icon as pages render it: an empty square of the icon's size until it nears the screen,
// then the icon set's drawing.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ControlledObserver } from '../../testing/controlledObserver.ts';
import { Icon, ICON_LOAD_MARGIN } from './Icon.tsx';

beforeEach(() => {
  ControlledObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', ControlledObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('Icon', () => {
  it('holds its square, empty and hidden, until it nears the screen, then draws the icon', async () => {
    const { container } = render(<Icon name="clock" size={28} />);
    const box = container.querySelector('[data-icon-box="clock"]') as HTMLElement;
    expect(box).toHaveStyle({ width: '28px', height: '28px' });
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box.querySelector('svg')).toBeNull();
    expect(ControlledObserver.instances[0]!.options.rootMargin).toBe(ICON_LOAD_MARGIN);

    await act(async () => ControlledObserver.instances[0]!.reveal());
    const svg = await vi.waitFor(() => {
      const drawn = box.querySelector('svg');
      if (!drawn) throw new Error('not drawn yet');
      return drawn;
    });
    expect(svg).toHaveAttribute('data-icon', 'clock');
    expect(svg).toHaveAttribute('width', '28');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('carries its label on the square, so it is named before the drawing arrives', () => {
    render(<Icon name="play" label="Play video" />);
    expect(screen.getByRole('img', { name: 'Play video' })).toHaveAttribute('data-icon-box', 'play');
  });
});
