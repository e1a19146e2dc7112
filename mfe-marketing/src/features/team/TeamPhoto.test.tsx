// A photo staff uploaded is a <picture> of AVIF and WebP sizes with the img's width and height;
// when it fails, the static file stands in, then the initial.
import { fireEvent, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@firm/shared-contracts';
import { storedPicture } from '@firm/shared-contracts/media';
import { TeamPhoto } from './TeamPhoto.tsx';

const photo = storedPicture('teamPhoto', 'team/m1/u1', (path) => `http://backend.test/storage/v1/object/public/site-media/${path}`);

function renderPhoto(props: Partial<Parameters<typeof TeamPhoto>[0]> = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <TeamPhoto src="/images/team/ana.webp" photo={photo} name="Ana" alt="Portrait of Ana" {...props} />
    </ThemeProvider>,
  );
}

describe('TeamPhoto', () => {
  it('shows an uploaded photo as a picture with AVIF and WebP sources and a fixed size', () => {
    const { container } = renderPhoto();
    const sources = [...container.querySelectorAll('picture source')].map((source) => source.getAttribute('type'));
    expect(sources).toEqual(['image/avif', 'image/webp']);
    const img = container.querySelector('picture img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(photo.src);
    expect(img.getAttribute('width')).toBe('480');
    expect(img.getAttribute('height')).toBe('480');
    expect(img.alt).toBe('Portrait of Ana');
  });

  it('carries the corner mark on an uploaded photo and on the static file alike', () => {
    for (const props of [{}, { photo: null }]) {
      const { container, unmount } = renderPhoto(props);
      expect(container.querySelector('img')).not.toBeNull();
      const mark = container.querySelector<HTMLElement>('[data-watermark]');
      expect(mark).toHaveAttribute('aria-hidden', 'true');
      expect(getComputedStyle(mark!).backgroundRepeat).toBe('no-repeat');
      unmount();
    }
  });

  it('falls back to the static file, then to the initial, when files fail to load', () => {
    const { container } = renderPhoto();
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    const fallback = container.querySelector('img') as HTMLImageElement;
    expect(container.querySelector('picture')).toBeNull();
    expect(fallback.getAttribute('src')).toBe('/images/team/ana.webp');
    fireEvent.error(fallback);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-initial-tile]')?.textContent).toBe('A');
  });

  it('shows the static file when no photo was uploaded', () => {
    const { container } = renderPhoto({ photo: null });
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/team/ana.webp');
  });
});
