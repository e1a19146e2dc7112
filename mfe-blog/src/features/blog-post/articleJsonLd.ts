// Article structured data for a post, so search engines show its headline, date and author.
import { siteConfig, type PublishedBlogPost } from '@firm/shared-contracts';

export function articleJsonLd(post: Omit<PublishedBlogPost, 'content'>, siteUrl: string): Record<string, unknown> {
  const url = `${siteUrl}/blog/${post.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.meta_description ?? post.excerpt ?? undefined,
    image: post.featured_image ? new URL(post.featured_image, siteUrl).toString() : undefined,
    datePublished: post.published_at ?? undefined,
    dateModified: post.updated_at ?? post.published_at ?? undefined,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: siteConfig.brandName },
    mainEntityOfPage: url,
    articleSection: post.category ?? undefined,
    keywords: post.tags?.length ? post.tags.join(', ') : undefined,
  };
}
