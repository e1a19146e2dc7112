// Help desk search: FAQ items whose question or answer contains every word of the query.
import type { FaqItem } from '@firm/shared-contracts';

function normalize(text: string): string {
  return text.toLowerCase().replace(/[\u2010-\u2015-]/g, ' ').replace(/\s+/g, ' ').trim();
}

export function searchFaq(items: readonly FaqItem[], query: string): readonly FaqItem[] {
  const words = normalize(query).split(' ').filter(Boolean);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const haystack = normalize(`${item.question} ${item.answer}`);
    return words.every((word) => haystack.includes(word));
  });
}
