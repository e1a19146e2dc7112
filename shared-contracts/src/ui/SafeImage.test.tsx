import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, SafeImage } from './SafeImage.tsx';

describe('SafeImage', () => {
  it('shows the image, then the placeholder once it fails to load', () => {
    render(<SafeImage src="/img/team/ana.webp" alt="Ana, bookkeeper" width={320} height={320} />);
    const img = screen.getByRole('img', { name: 'Ana, bookkeeper' });
    expect(img).toHaveAttribute('src', '/img/team/ana.webp');
    expect(img).toHaveAttribute('width', '320');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(img).toHaveAttribute('data-placeholder', 'true');
    expect(img).toHaveAttribute('alt', 'Ana, bookkeeper');
  });

  it('uses the placeholder when there is no source at all', () => {
    render(<SafeImage src={null} alt="Logo" width={120} height={40} />);
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });
});
