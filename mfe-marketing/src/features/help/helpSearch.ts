// Help desk search: FAQ items whose question or answer contains the query. Case, accents and the
// way a form name is typed do not matter: 'W-2', 'w2' and 'W 2' all find the W-2 answer, as do
// 'bi-weekly' and 'biweekly'.
import type { FaqItem } from '@firm/shared-contracts';

const DASHES = /[\u2010-\u2015-]/;

/**
 * Text as search compares it: lower case, without accents, a hyphen or dash inside a word dropped
 * ('W-2s' → 'w2s'), any other run of punctuation or space one space.
 */
export function searchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(new RegExp(`([\\p{L}\\p{N}])${DASHES.source}+(?=[\\p{L}\\p{N}])`, 'gu'), '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * An item matches when it contains every word of the query, or the query with its spaces taken
 * out ('w 2' → 'w2'), so a form name split by a space still finds it.
 */
export function searchFaq(items: readonly FaqItem[], query: string): readonly FaqItem[] {
  const normalized = searchText(query);
  if (normalized === '') return items;
  const words = normalized.split(' ');
  const joined = words.join('');
  return items.filter((item) => {
    const haystack = searchText(`${item.question} ${item.answer}`);
    return words.every((word) => haystack.includes(word)) || haystack.replace(/ /g, '').includes(joined);
  });
}

/**
 * What the live region beside the search box says after a search: how many answers were found,
 * so a screen reader user hears the outcome without leaving the box. Empty when not searching.
 */
export function searchStatus(query: string, found: number): string {
  const shown = query.trim();
  if (shown === '') return '';
  if (found === 0) return `No answers found for “${shown}”.`;
  return `${found} ${found === 1 ? 'answer' : 'answers'} found for “${shown}”, shown below.`;
}
