// The public content admins edit on the Content screen (migration 20261201200000_content_editing.sql):
// one description per kind, its table, its fields with the limits the table's checks enforce, and
// how its list is ordered. Forms, lists, validation and the REST calls all read these.

export type ContentKindId = 'team' | 'press' | 'mentions' | 'reviews' | 'videos';

export type FieldType = 'text' | 'textarea' | 'date' | 'https' | 'link' | 'rating' | 'slug' | 'credentials';

export interface FieldSpec {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** The most characters the table accepts (after trimming). */
  max?: number;
  hint?: string;
}

export interface ContentKind {
  id: ContentKindId;
  table: 'team_members' | 'press_releases' | 'media_mentions' | 'reviews' | 'video_reviews';
  /** The tab's name. */
  label: string;
  /** One entry, in messages ("Team member"). */
  noun: string;
  fields: readonly FieldSpec[];
  /** The column naming an entry in the list. */
  titleField: string;
  /** A second line in the list. */
  detailField: string | null;
  /**
   * 'manual': admins set the order (set_content_order's kind); 'date': newest first by this column.
   * Team members are ordered within their department (groupField).
   */
  order: { mode: 'manual'; rpcKind: 'team' | 'video_reviews' | 'reviews'; groupField?: string } | { mode: 'date'; field: string };
  /** The site-media image this kind's entries carry, uploaded on the Site Media screen's way. */
  image: 'teamPhoto' | 'videoPoster' | null;
  /** Where the public site shows it. */
  publicPage: string;
}

/** The certifications a team member's card shows, as the public badges name them. */
export const CREDENTIALS: readonly { image: string; label: string; proadvisorLink: boolean }[] = [
  { image: '/images/badges/qbo-advanced.svg', label: 'QuickBooks Online Advanced Certified ProAdvisor', proadvisorLink: true },
  { image: '/images/badges/qbo-level-1.svg', label: 'QuickBooks Online Certified ProAdvisor, Level 1', proadvisorLink: true },
  { image: '/images/badges/qbo-level-2.svg', label: 'QuickBooks Online Certified ProAdvisor, Level 2', proadvisorLink: true },
  { image: '/images/badges/qbo-payroll.svg', label: 'QuickBooks Online Payroll Certified ProAdvisor', proadvisorLink: true },
  { image: '/images/badges/cpb.svg', label: 'Certified Public Bookkeeper (CPB)', proadvisorLink: false },
  { image: '/images/badges/ea.svg', label: 'Enrolled Agent (EA)', proadvisorLink: false },
];

const HTTPS_HINT = 'A full address starting with https://';

export const CONTENT_KINDS: readonly ContentKind[] = [
  {
    id: 'team',
    table: 'team_members',
    label: 'Team',
    noun: 'Team member',
    titleField: 'first_name',
    detailField: 'title',
    order: { mode: 'manual', rpcKind: 'team', groupField: 'department' },
    image: 'teamPhoto',
    publicPage: '/about',
    fields: [
      { name: 'first_name', label: 'Name', type: 'text', required: true, max: 100, hint: 'As the card shows it: first name only.' },
      { name: 'title', label: 'Title', type: 'text', max: 150 },
      { name: 'department', label: 'Department', type: 'text', required: true, max: 100, hint: 'Members are grouped by department; Leadership comes first.' },
      { name: 'team', label: 'Team', type: 'text', max: 100 },
      { name: 'badges', label: 'Credentials', type: 'credentials' },
      { name: 'about', label: 'Bio', type: 'textarea', max: 4000 },
      { name: 'experience', label: 'Experience', type: 'textarea', max: 4000 },
      { name: 'hobbies', label: 'Hobbies', type: 'textarea', max: 1000 },
      { name: 'favorite_foods', label: 'Favorite foods', type: 'textarea', max: 1000 },
      { name: 'linkedin_url', label: 'LinkedIn profile', type: 'https', hint: HTTPS_HINT },
      { name: 'twitter_url', label: 'X (Twitter) profile', type: 'https', hint: HTTPS_HINT },
      { name: 'proadvisor_url', label: 'ProAdvisor profile', type: 'https', hint: `${HTTPS_HINT}. QuickBooks badges link to it.` },
    ],
  },
  {
    id: 'press',
    table: 'press_releases',
    label: 'Press releases',
    noun: 'Press release',
    titleField: 'title',
    detailField: 'release_date',
    order: { mode: 'date', field: 'release_date' },
    image: null,
    publicPage: '/press',
    fields: [
      { name: 'title', label: 'Title', type: 'text', required: true, max: 300 },
      { name: 'release_date', label: 'Release date', type: 'date', required: true },
      { name: 'content', label: 'Text', type: 'textarea', required: true, max: 20000, hint: 'Plain text; blank lines separate paragraphs.' },
      { name: 'pdf_url', label: 'PDF link', type: 'link', hint: 'A file on this site (/press/...) or an https:// address.' },
    ],
  },
  {
    id: 'mentions',
    table: 'media_mentions',
    label: 'Media mentions',
    noun: 'Media mention',
    titleField: 'article_title',
    detailField: 'publication_name',
    order: { mode: 'date', field: 'mention_date' },
    image: null,
    publicPage: '/press',
    fields: [
      { name: 'publication_name', label: 'Publication', type: 'text', required: true, max: 200 },
      { name: 'article_title', label: 'Article title', type: 'text', required: true, max: 300 },
      { name: 'article_url', label: 'Article link', type: 'https', required: true, hint: HTTPS_HINT },
      { name: 'mention_date', label: 'Date', type: 'date', required: true },
      { name: 'snippet_html', label: 'Snippet', type: 'textarea', required: true, max: 2000, hint: 'HTML; the page keeps paragraphs, emphasis and links only.' },
    ],
  },
  {
    id: 'reviews',
    table: 'reviews',
    label: 'Reviews',
    noun: 'Review',
    titleField: 'author_first_name',
    detailField: 'company_or_trade',
    order: { mode: 'manual', rpcKind: 'reviews' },
    image: null,
    publicPage: '/reviews',
    fields: [
      { name: 'author_first_name', label: 'Client first name', type: 'text', required: true, max: 100 },
      { name: 'company_or_trade', label: 'Company or trade', type: 'text', max: 150 },
      { name: 'rating', label: 'Rating', type: 'rating', required: true },
      { name: 'body', label: 'Review', type: 'textarea', required: true, max: 5000 },
      { name: 'review_date', label: 'Date', type: 'date', required: true },
      { name: 'source', label: 'Source', type: 'text', required: true, max: 100, hint: 'Where it was posted, such as Google.' },
      { name: 'industry', label: 'Industry page', type: 'slug', hint: 'The industry page it also shows on, by its address (attorneys), or empty.' },
    ],
  },
  {
    id: 'videos',
    table: 'video_reviews',
    label: 'Video reviews',
    noun: 'Video review',
    titleField: 'client_first_name',
    detailField: 'client_title',
    order: { mode: 'manual', rpcKind: 'video_reviews' },
    image: 'videoPoster',
    publicPage: '/reviews',
    fields: [
      { name: 'client_first_name', label: 'Client first name', type: 'text', required: true, max: 100 },
      { name: 'client_title', label: 'Client title', type: 'text', max: 150, hint: 'Such as “Owner, Azteca Mobile Tire”.' },
      { name: 'review_date', label: 'Date', type: 'date', required: true },
      { name: 'quote', label: 'Quote', type: 'textarea', max: 600, hint: 'Shown as a written card when there is no video.' },
      { name: 'video_url', label: 'Video link', type: 'link', hint: 'A YouTube or https:// address, or a file on this site. An uploaded video (Site Media) comes first.' },
    ],
  },
];

export function contentKind(id: string | undefined): ContentKind | null {
  return CONTENT_KINDS.find((kind) => kind.id === id) ?? null;
}
