// The pages the blog remote owns, published with every release as pages.json
// (docs/architecture.md#d31): the list, and one page per published post, listed live by the
// backend's blog sitemap. Read by the build in Node: data imports only.
import type { PageRegistry } from '@firm/shared-contracts/pages';
import { SITEMAP_FILES } from '@firm/shared-contracts/sitemap';

export const pageRegistry: PageRegistry = {
  format: 1,
  remote: 'blog',
  pages: [
    {
      path: '/blog',
      title: 'Blog',
      breadcrumb: 'Blog',
      darkHero: false,
      sitemap: { priority: 0.8, changefreq: 'weekly' },
      renderedFrom: ['posts'],
      menus: [
        { menu: 'header.resources', label: 'Blog', order: 10 },
        { menu: 'footer.company', label: 'Blog', order: 70 },
      ],
    },
  ],
  // A post's page shows no breadcrumb trail (the post names its category instead).
  patterns: [
    { pattern: '/blog/:slug', breadcrumb: null, darkHero: false, indexable: true, source: { sitemap: SITEMAP_FILES.blog }, renderedFrom: ['posts'] },
  ],
  sections: [],
};
