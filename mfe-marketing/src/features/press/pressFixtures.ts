// Press rows for tests, shaped like the seed's press_releases and media_mentions rows.
import type { MediaMention, PressRelease } from '@firm/shared-contracts';

export function releases(count: number): PressRelease[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `release-${i + 1}`,
    title: `Release ${i + 1}`,
    // Newest first, as the read orders them.
    release_date: `${2025 - i}-03-10`,
    content: `LAS VEGAS, NV - Paragraph one of release ${i + 1}.\n\nParagraph two.\nA kept line break.`,
    pdf_url: null,
  }));
}

export function mentions(count: number): MediaMention[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `mention-${i + 1}`,
    publication_name: `Publication ${i + 1}`,
    publication_logo_url: null,
    article_title: `Article ${i + 1}`,
    article_url: `https://news.example/${i + 1}`,
    snippet_html: `<p>Snippet <strong>${i + 1}</strong></p>`,
    mention_date: `2024-${String(12 - (i % 12)).padStart(2, '0')}-01`,
  }));
}
