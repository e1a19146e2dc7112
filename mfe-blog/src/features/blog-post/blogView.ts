// The blog_view event (slug, title, time), recorded when a post is viewed: pushed to the analytics
// data layer and sent first-party.
import { sendSiteEvent } from '@firm/shared-contracts';

export interface BlogViewEvent {
  event: 'blog_view';
  slug: string;
  title: string;
  timestamp: string;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function recordBlogView(slug: string, title: string, now = new Date()): BlogViewEvent {
  const event: BlogViewEvent = { event: 'blog_view', slug, title, timestamp: now.toISOString() };
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push(event);
  sendSiteEvent({ type: 'blog_view', path: `/blog/${slug}`, slug, title });
  return event;
}
