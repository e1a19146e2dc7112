import { afterEach, describe, expect, it, vi } from 'vitest';
import { localRuntimeConfig, setRuntimeConfig } from '../runtime-config.ts';
import { buildPayload, cleanPath, cleanReferrer, sendSiteEvent, tabId } from './siteEvents.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

afterEach(() => vi.unstubAllGlobals());

describe('site events', () => {
  it('keeps one anonymous id per tab', () => {
    const storage = memoryStorage();
    const first = tabId(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(tabId(storage)).toBe(first);
    expect(tabId(memoryStorage())).not.toBe(first);
  });

  it('records paths without query strings or hashes', () => {
    expect(cleanPath('/contact?email=jane@acme.com#form')).toBe('/contact');
    expect(cleanPath('')).toBe('/');
  });

  it('keeps only the origin of an outside referrer and the path of an inside one', () => {
    expect(cleanReferrer('https://www.google.com/search?q=bookkeeping', 'https://silverstatebooks.example')).toBe(
      'https://www.google.com',
    );
    expect(cleanReferrer('https://silverstatebooks.example/blog?x=1', 'https://silverstatebooks.example')).toBe('/blog');
    expect(cleanReferrer('not a url', 'https://a.example')).toBe('');
  });

  it('builds the payload with a timestamp', () => {
    const payload = buildPayload({ type: 'page_view', path: '/about?ref=x', title: 'About' }, new Date('2026-11-01T10:00:00Z'));
    expect(payload).toMatchObject({ type: 'page_view', path: '/about', title: 'About', occurredAt: '2026-11-01T10:00:00.000Z' });
  });

  it('sends nothing before the runtime config names the backend', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    vi.stubGlobal('fetch', vi.fn());
    sendSiteEvent({ type: 'page_view', path: '/' });
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends to the backend's track function with sendBeacon, as a simple text request", async () => {
    setRuntimeConfig({ ...localRuntimeConfig('sb_publishable_test'), supabaseUrl: 'https://abcdefgh.supabase.co/' });
    const sent: { url: string; body: string; type: string }[] = [];
    vi.stubGlobal('navigator', {
      sendBeacon: (url: string, data: Blob) => {
        sent.push({ url, body: '', type: data.type });
        void data.text().then((text) => (sent[0]!.body = text));
        return true;
      },
    });
    sendSiteEvent({ type: 'blog_view', path: '/blog/nevada-payroll', slug: 'nevada-payroll', title: 'Nevada payroll' });
    await new Promise((r) => setTimeout(r, 10));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('https://abcdefgh.supabase.co/functions/v1/track');
    expect(sent[0]!.type).toBe('text/plain;charset=utf-8');
    expect(JSON.parse(sent[0]!.body)).toMatchObject({ type: 'blog_view', slug: 'nevada-payroll', path: '/blog/nevada-payroll' });
  });
});
