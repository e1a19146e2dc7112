// The blog's feed as the head of each blog page links it (rel=alternate).
import { BLOG_FEED_PATH } from '@firm/shared-contracts/sitemap';

export const FEED = { title: 'The Books & Payroll Blog', path: BLOG_FEED_PATH };
