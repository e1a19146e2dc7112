// @vitest-environment node
// The public pages' loaders as a server runs them: in Node (no window, document or localStorage),
// by a static handler given the Request for a page's path. What they return is written into the
// page for the browser's router to hydrate with, so it must be plain JSON; and each read is a part
// of its own, so one that fails leaves the others loaded.
import { createStaticHandler, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKEND_URL, failure, stubBackend, type BackendAnswer } from '../testing/backend.ts';
import { mentions, releases } from '../features/press/pressFixtures.ts';
import { TEAM } from '../features/team/teamFixtures.ts';
import { companyPageRoutes } from './companyPages.tsx';
import { dataPageRoutes } from './dataPages.tsx';

const SITE = 'http://localhost:3000';

const BACKEND: Record<string, BackendAnswer> = {
  'rpc/team_directory': TEAM.map((member, i) => (i === 0 ? { ...member, photo_path: 'team/m1/u1' } : member)),
  'rpc/press_release_list': releases(4),
  'rpc/media_mention_list': mentions(2).map((mention, i) => (i === 0 ? { ...mention, logo_path: 'logos/m1/u1', logo_width: 300, logo_height: 75 } : mention)),
  'rpc/video_review_list': [
    {
      id: 'v1',
      client_first_name: 'Javier',
      client_title: 'Owner, Azteca Mobile Tire',
      review_date: '2025-05-20',
      quote: null,
      thumbnail_url: null,
      video_url: null,
      video_path: 'videos/v1/u1.mp4',
      poster_path: 'posters/v1/u1',
      sort_order: 1,
      services: [{ id: 's1', name: 'Payroll' }],
    },
  ],
  'rpc/review_stats': [{ review_count: 24, average_rating: 4.9 }],
  'summarize-reviews': { tldr: 'Clients praise fast, accurate books.', meta: { isAiGenerated: true, reviewCount: 24 } },
};

/** Each page with a loader, the parts it returns, and the read behind one of them. */
const PAGES: { path: string; parts: string[]; failing: { part: string; resource: string } }[] = [
  { path: '/', parts: ['stats'], failing: { part: 'stats', resource: 'rpc/review_stats' } },
  { path: '/about', parts: ['team'], failing: { part: 'team', resource: 'rpc/team_directory' } },
  { path: '/press', parts: ['releases', 'mentions'], failing: { part: 'mentions', resource: 'rpc/media_mention_list' } },
  { path: '/client-reviews', parts: ['stats', 'summary', 'videos'], failing: { part: 'videos', resource: 'rpc/video_review_list' } },
];

// The remote's routes nested at its base path, as the shell nests them.
const routes: RouteObject[] = [{ path: '/', children: [...companyPageRoutes, ...dataPageRoutes] }];

/** What the page's own route loaded for `path`. */
async function loaderDataAt(path: string): Promise<Record<string, unknown>> {
  const context = await createStaticHandler(routes).query(new Request(`${SITE}${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const page = context.matches.at(-1)!.route.id;
  return context.loaderData[page] as Record<string, unknown>;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('public page loaders on the server', () => {
  it('run where there is no browser', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
  });

  it.each(PAGES)('$path loads every part as plain JSON', async ({ path, parts }) => {
    stubBackend(BACKEND);
    const data = await loaderDataAt(path);
    expect(Object.keys(data).sort()).toEqual([...parts].sort());
    for (const part of parts) expect(data[part]).toMatchObject({ status: 'success' });
    expect(JSON.parse(JSON.stringify(data))).toStrictEqual(data);
    expect(console.error).not.toHaveBeenCalled();
  });

  it.each(PAGES)('$path keeps a failed read as its part, and loads the others', async ({ path, parts, failing }) => {
    stubBackend({ ...BACKEND, [failing.resource]: failure('permission denied') });
    const data = await loaderDataAt(path);
    expect(data[failing.part]).toStrictEqual({ status: 'error', message: expect.stringMatching(/permission denied|status 500/) });
    for (const part of parts.filter((name) => name !== failing.part)) expect(data[part]).toMatchObject({ status: 'success' });
    expect(JSON.parse(JSON.stringify(data))).toStrictEqual(data);
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('gives stored media their public URLs from the project address alone', async () => {
    stubBackend(BACKEND);
    const team = (await loaderDataAt('/about')).team as { data: { photo: { src: string } | null }[] };
    expect(team.data.map((member) => member.photo?.src).filter(Boolean)).toEqual([
      `${BACKEND_URL}/storage/v1/object/public/site-media/team/m1/u1/480.webp`,
    ]);
    const videos = (await loaderDataAt('/client-reviews')).videos as { data: { storedVideoUrl: string | null }[] };
    expect(videos.data[0]?.storedVideoUrl).toBe(`${BACKEND_URL}/storage/v1/object/public/site-media/videos/v1/u1.mp4`);
  });
});
