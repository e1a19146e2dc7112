import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { placeholderImage, SafeImage } from './SafeImage.tsx';

describe('SafeImage', () => {
  it('shows the image, then the placeholder once it fails to load', () => {
    render(<SafeImage src="/img/team/ana.webp" alt="Ana, bookkeeper" width={320} height={320} />);
    const img = screen.getByRole('img', { name: 'Ana, bookkeeper' });
    expect(img).toHaveAttribute('src', '/img/team/ana.webp');
    expect(img).toHaveAttribute('width', '320');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', placeholderImage(320, 320));
    expect(img).toHaveAttribute('data-placeholder', 'true');
    expect(img).toHaveAttribute('alt', 'Ana, bookkeeper');
  });

  it('uses the placeholder when there is no source at all', () => {
    render(<SafeImage src={null} alt="Logo" width={120} height={40} />);
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', placeholderImage(120, 40));
  });

  it('draws the placeholder in the shape of the image it stands in for', () => {
    const viewBox = (uri: string) => /viewBox="([^"]+)"/.exec(decodeURIComponent(uri))?.[1];
    // A blog image (1200 × 630) gets a 1200 × 630 placeholder, not the old 4:3 one.
    expect(viewBox(placeholderImage(1200, 630))).toBe('0 0 1200 630');
    expect(viewBox(placeholderImage(640, 336))).toBe('0 0 640 336');
    expect(viewBox(placeholderImage(0, 0))).toBe('0 0 1 1');
    // The mark is scaled to the shorter side and centred: 630 / 300 = 2.1, (1200 − 630) / 2 = 285.
    expect(decodeURIComponent(placeholderImage(1200, 630))).toContain('transform="translate(285 0) scale(2.1)"');
  });
});
