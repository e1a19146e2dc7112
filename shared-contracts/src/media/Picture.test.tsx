// A stored picture whose file fails to load gives way to the caller's fallback; without one, its
// img stays; a new picture is tried again.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Picture } from './Picture.tsx';
import { storedPicture } from './siteMedia.ts';

const publicUrl = (path: string) => `http://backend.test/storage/v1/object/public/site-media/${path}`;
const photo = storedPicture('teamPhoto', 'team/m1/u1', publicUrl);

describe('Picture', () => {
  it('shows the picture with its sources and size, not the fallback, while it loads', () => {
    const { container } = render(<Picture picture={photo} alt="Ana" fallback={<span data-fallback="">A</span>} />);
    expect([...container.querySelectorAll('picture source')].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    const img = screen.getByRole('img', { name: 'Ana' });
    expect(img).toHaveAttribute('src', photo.src);
    expect(img).toHaveAttribute('width', '480');
    expect(container.querySelector('[data-fallback]')).toBeNull();
  });

  it('shows the fallback in its place once the file fails to load, and still calls onError', () => {
    const onError = vi.fn();
    const { container } = render(
      <Picture picture={photo} alt="Ana" onError={onError} fallback={<img src="/images/team/ana.webp" alt="Ana" />} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Ana' }));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ana' })).toHaveAttribute('src', '/images/team/ana.webp');
  });

  it('keeps its img when it has no fallback', () => {
    const { container } = render(<Picture picture={photo} alt="Ana" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ana' }));
    expect(container.querySelector('picture img')).toHaveAttribute('src', photo.src);
  });

  it('tries a new picture again after the old one failed', () => {
    const fallback = <span data-fallback="" />;
    const { container, rerender } = render(<Picture picture={photo} alt="Ana" fallback={fallback} />);
    fireEvent.error(screen.getByRole('img', { name: 'Ana' }));
    expect(container.querySelector('[data-fallback]')).not.toBeNull();
    const replaced = storedPicture('teamPhoto', 'team/m1/u2', publicUrl);
    rerender(<Picture picture={replaced} alt="Ana" fallback={fallback} />);
    expect(container.querySelector('[data-fallback]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ana' })).toHaveAttribute('src', replaced.src);
  });
});
