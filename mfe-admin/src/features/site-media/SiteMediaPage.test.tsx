// The Site Media screen over a stand-in API: a chosen photo is converted, stored, pointed at and
// the old one removed; a refused file or a failed upload says why and changes nothing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_TEXT } from '@firm/shared-contracts/media-upload';
import { AS, renderAs } from '../../test/renderWithAuth.tsx';
import { MEDIA_TEXT } from './mediaUpload.ts';
import { SITE_MEDIA_TEXT, SiteMediaPage } from './SiteMediaPage.tsx';
import type { SiteMedia, SiteMediaApi } from './siteMediaApi.ts';

const MEDIA: SiteMedia = {
  team: [{ id: 'm1', name: 'Elena', title: 'Founder', photoPath: 'team/m1/old', photo: null, staticUrl: '/images/team/elena.webp' }],
  logos: [{ id: 'l1', name: 'Las Vegas Business Press', logoPath: null, logoWidth: null, logo: null, staticUrl: null }],
  videos: [],
};

function fakeApi(overrides: Partial<SiteMediaApi> = {}): SiteMediaApi {
  return {
    loadSiteMedia: vi.fn(async () => MEDIA),
    storeFile: vi.fn(async () => {}),
    removeFiles: vi.fn(async () => {}),
    setTeamPhoto: vi.fn(async () => {}),
    setOutletLogo: vi.fn(async () => {}),
    setVideoReviewMedia: vi.fn(async () => {}),
    convertImage: vi.fn(async () => ({
      width: 480,
      height: 480,
      files: [
        { width: 480, format: { extension: 'avif', type: 'image/avif' }, blob: new Blob(['a'], { type: 'image/avif' }) },
        { width: 480, format: { extension: 'webp', type: 'image/webp' }, blob: new Blob(['w'], { type: 'image/webp' }) },
      ],
    })) as unknown as SiteMediaApi['convertImage'],
    ...overrides,
  };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

describe('SiteMediaPage', () => {
  it('shows the three sections', async () => {
    renderAs(AS.admin, <SiteMediaPage api={fakeApi()} />);
    for (const name of ['Team photos', 'Outlet logos', 'Testimonial videos']) {
      expect(await screen.findByRole('heading', { name, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByText('No video testimonials yet.')).toBeInTheDocument();
  });

  it('stores a new photo, points the member at it, then removes the old files', async () => {
    const api = fakeApi();
    renderAs(AS.admin, <SiteMediaPage api={api} />);
    const input = await screen.findByLabelText('Replace the photo of Elena');
    await userEvent.upload(input, png());
    const row = input.closest('li') as HTMLElement;
    await waitFor(() => expect(within(row).getByRole('status')).toHaveTextContent(SITE_MEDIA_TEXT.done('Photo of Elena')));
    const stored = vi.mocked(api.storeFile).mock.calls.map(([path]) => path);
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatch(/^team\/m1\/[0-9a-f-]{36}\/480\.avif$/);
    const folder = stored[0]?.replace(/\/480\.avif$/, '');
    expect(api.setTeamPhoto).toHaveBeenCalledWith('m1', folder);
    expect(api.removeFiles).toHaveBeenCalledWith(['team/m1/old/480.avif', 'team/m1/old/480.webp', 'team/m1/old/960.avif', 'team/m1/old/960.webp']);
  });

  it('refuses a file of the wrong type before anything is sent', async () => {
    const api = fakeApi();
    renderAs(AS.admin, <SiteMediaPage api={api} />);
    const input = await screen.findByLabelText('Upload the logo of Las Vegas Business Press');
    await userEvent.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_TEXT.imageType);
    expect(api.convertImage).not.toHaveBeenCalled();
  });

  it('keeps the row as it was when storage refuses the upload', async () => {
    const api = fakeApi({ storeFile: vi.fn(() => Promise.reject(Object.assign(new Error('The object exceeded the maximum allowed size'), { status: 413 }))) });
    renderAs(AS.admin, <SiteMediaPage api={api} />);
    await userEvent.upload(await screen.findByLabelText('Replace the photo of Elena'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_TEXT.tooLarge);
    expect(api.setTeamPhoto).not.toHaveBeenCalled();
    expect(api.removeFiles).not.toHaveBeenCalled();
  });
});
