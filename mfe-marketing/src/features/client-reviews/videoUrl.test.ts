import { describe, expect, it } from 'vitest';
import { isPlayableUrl, playerKindOf, toEmbedUrl, youTubeId } from './videoUrl.ts';
import { normalizeVideoReview } from './videoReviewsApi.ts';

const ID = 'dQw4w9WgXcQ';
const EMBED = `https://www.youtube.com/embed/${ID}?autoplay=1`;

describe('toEmbedUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?rel=0`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc123`,
    `youtu.be/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `  https://youtu.be/${ID}  `,
  ])('turns %s into the autoplay embed', (url) => {
    expect(toEmbedUrl(url)).toBe(EMBED);
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}X`,
    'https://youtu.be/abc',
    'https://www.youtube.com/channel/UC1234567890',
    'https://www.youtube.com/watch',
    'https://vimeo.com/123456789',
    'https://player.vimeo.com/video/123456789',
    '/media/video-reviews/javier.mp4',
    'https://cdn.example/reviews/clip.mp4',
    `https://notyoutube.com/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    '',
  ])('uses %j as given', (url) => {
    expect(toEmbedUrl(url)).toBe(url);
  });

  it('reads the id, or null', () => {
    expect(youTubeId(`https://youtu.be/${ID}`)).toBe(ID);
    expect(youTubeId('a_b-c_d-e_f')).toBeNull();
    expect(youTubeId(null)).toBeNull();
    expect(youTubeId(`ftp://youtube.com/watch?v=${ID}`)).toBeNull();
  });
});

describe('playerKindOf and isPlayableUrl', () => {
  it('plays video files in a <video> element and everything else in an iframe', () => {
    expect(playerKindOf('/media/video-reviews/javier.mp4')).toBe('video');
    expect(playerKindOf('https://cdn.example/clip.webm?token=1')).toBe('video');
    expect(playerKindOf(`https://youtu.be/${ID}`)).toBe('iframe');
    expect(playerKindOf('https://player.vimeo.com/video/1')).toBe('iframe');
  });

  it('plays only web addresses and site paths', () => {
    expect(isPlayableUrl('/media/a.mp4')).toBe(true);
    expect(isPlayableUrl('https://youtu.be/x')).toBe(true);
    expect(isPlayableUrl('javascript:alert(1)')).toBe(false);
    expect(isPlayableUrl('data:text/html,hi')).toBe(false);
    expect(isPlayableUrl('//evil.example/a.mp4')).toBe(false);
    expect(isPlayableUrl('')).toBe(false);
    expect(isPlayableUrl(null)).toBe(false);
  });
});

describe('normalizeVideoReview', () => {
  it('flattens services joined through video_review_services, or already flat', () => {
    const base = { id: 'v1', client_first_name: 'Javier', client_title: null, review_date: '2025-05-20', quote: null, thumbnail_url: null, video_url: null, sort_order: 1 };
    expect(
      normalizeVideoReview({ ...base, services: [{ services: { id: 's1', name: 'Payroll' } }, { services: null }] }).services,
    ).toEqual([{ id: 's1', name: 'Payroll' }]);
    expect(normalizeVideoReview({ ...base, services: [{ id: 's2', name: 'Books Cleanup' }] }).services).toEqual([
      { id: 's2', name: 'Books Cleanup' },
    ]);
    expect(normalizeVideoReview({ ...base }).services).toEqual([]);
  });
});
