import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DrawnIcon as Icon, ICON_NAMES } from './iconSet.tsx';

describe('DrawnIcon', () => {
  it('is decorative unless labelled: hidden from assistive technology, not focusable', () => {
    const { container } = render(<Icon name="clock" />);
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveAttribute('data-icon', 'clock');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says its label when given one', () => {
    render(<Icon name="play" size={28} label="Play" />);
    const img = screen.getByRole('img', { name: 'Play' });
    expect(img).not.toHaveAttribute('aria-hidden');
    expect(img).toHaveAttribute('width', '28');
  });

  it('draws every named icon as a stroked SVG in the current text colour', () => {
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      const svg = container.querySelector('svg');
      expect(svg, name).not.toBeNull();
      expect(svg).toHaveAttribute('stroke', 'currentColor');
      expect(svg?.children.length, name).toBeGreaterThan(0);
      unmount();
    }
  });
});
