// The pages the blog remote owns, published with every release as pages.json
// (docs/architecture.md#d31): the list and the search, and per backend record: each post, the
// list's later pages, each category's and tag's page, all listed live by the backend's blog
// sitemap; and the staff preview, never indexed. Read by the build in Node: data imports only.
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
    // A reader's words in the address: the app's page only, out of search engines.
    { path: '/blog/search', title: 'Search the Blog', breadcrumb: 'Search', darkHero: false, sitemap: null },
  ],
  // A post's page shows no breadcrumb trail (the post names its category instead). The list
  // pages show every post's card: any post's change renders each of them again (listsFrom).
  patterns: [
    { pattern: '/blog/:slug', breadcrumb: null, darkHero: false, indexable: true, source: { sitemap: SITEMAP_FILES.blog }, renderedFrom: ['posts'] },
    { pattern: '/blog/page/:page', breadcrumb: 'More Articles', darkHero: false, indexable: true, source: { sitemap: SITEMAP_FILES.blog }, listsFrom: ['posts'] },
    { pattern: '/blog/category/:slug', breadcrumb: 'Category', darkHero: false, indexable: true, source: { sitemap: SITEMAP_FILES.blog }, listsFrom: ['posts'] },
    { pattern: '/blog/tag/:tag', breadcrumb: 'Tag', darkHero: false, indexable: true, source: { sitemap: SITEMAP_FILES.blog }, listsFrom: ['posts'] },
    // Staff only, with the session: the app's, never a file.
    { pattern: '/blog/preview/:id', breadcrumb: 'Preview', darkHero: false, indexable: false, source: { sitemap: SITEMAP_FILES.blog } },
  ],
  // Path levels without a page of their own.
  sections: [
    { path: '/blog/page', breadcrumb: 'Pages' },
    { path: '/blog/category', breadcrumb: 'Categories' },
    { path: '/blog/tag', breadcrumb: 'Tags' },
  ],
};
