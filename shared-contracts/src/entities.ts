// Entity types of the site and the portal. Column names follow the database; the contact inquiry
// follows the form's camelCase state. Types of table rows are the clients' (supabase/schema.ts:
// the generated types with what check constraints and the view guarantee).
import type { StoredPicture } from './media/siteMedia.ts';
import type { PostStatus, Role, Tables } from './supabase/schema.ts';

export type { PostStatus, Role };

export type Profile = Pick<
  Tables<'profiles'>,
  'id' | 'email' | 'full_name' | 'avatar_path' | 'is_admin' | 'is_suspended' | 'suspended_at' | 'suspended_by'
> & {
  // Null in rows of get_user_profiles_for_admin(), which reads them beside auth.users.
  updated_at: string | null;
  created_at: string | null;
};

export type UserRole = Tables<'user_roles'>;

/** A row of get_user_profiles_for_admin(). */
export interface AdminUserRow extends Omit<Profile, 'updated_at'> {
  role: Role | null;
}

export type BlogCategory = Pick<Tables<'blog_categories'>, 'id' | 'name' | 'slug'>;

/** A blog_posts row as `select('*')` returns it (without the can_edit_post / can_delete_post
 * computed fields, and without `search`, the database's own search document). */
export type BlogPost = Omit<Tables<'blog_posts'>, 'can_edit_post' | 'can_delete_post' | 'search'>;

/** A published post with its category, as blog_post() answers it (published_blog_posts' row). */
export type PublishedBlogPost = Tables<'published_blog_posts'>;

/** A published post without its body, as the blog's list (blog_post_list()) answers it. */
export type BlogPostSummary = Omit<PublishedBlogPost, 'content'>;

export type RelatedPost = Pick<
  BlogPost,
  'id' | 'title' | 'slug' | 'excerpt' | 'featured_image' | 'featured_image_path' | 'published_at' | 'author'
>;

export type BlogAnalyticsRow = Pick<
  Tables<'blog_analytics'>,
  'post_id' | 'date' | 'page_views' | 'unique_visitors' | 'avg_session_duration' | 'bounce_rate' | 'traffic_sources'
>;

export interface AnalyticsSummary {
  totalPageViews: number;
  uniqueVisitors: number;
  avgSessionDuration: number | null;
  bounceRate: number | null;
  activeUsersNow: number;
}

export interface AnalyticsChartPoint {
  date: string;
  page_views: number;
  unique_visitors: number;
}

export interface AnalyticsTopPage {
  page_path: string;
  page_title: string;
  page_views: number;
  unique_visitors: number;
  avg_time_on_page: number | null;
}

export interface AnalyticsTrafficSource {
  source_medium: string;
  sessions: number;
  percentage: number;
}

export interface AnalyticsResponse {
  success: boolean;
  data?: {
    summary: AnalyticsSummary;
    chartData: AnalyticsChartPoint[];
    topPages: AnalyticsTopPage[];
    trafficSources: AnalyticsTrafficSource[];
  };
  error?: string;
}

export interface TeamBadge {
  badge_image: string;
  has_proadvisor_link: boolean;
}

/**
 * A team_members row with its badges (a JSON column) read into their shape, and its stored photo
 * when photo_path names one (docs/architecture.md#d42); team_directory() answers shown members only, without the flag.
 */
export type TeamMember = Omit<Tables<'team_members'>, 'badges' | 'created_at' | 'updated_at' | 'photo_path' | 'shown'> & {
  badges: TeamBadge[];
  photo?: StoredPicture | null;
};

export type PressRelease = Pick<Tables<'press_releases'>, 'id' | 'title' | 'release_date' | 'content' | 'pdf_url'>;

export type MediaMention = Pick<
  Tables<'media_mentions'>,
  'id' | 'publication_name' | 'publication_logo_url' | 'article_title' | 'article_url' | 'snippet_html' | 'mention_date'
> & {
  /** The stored logo, when logo_path names one; else publication_logo_url is shown. */
  logo?: StoredPicture | null;
};

export type LinkedService = Pick<Tables<'services'>, 'id' | 'name'>;

/** A client testimonial: a video to play, or else the client's words as a written quote. */
export type VideoReview = Pick<
  Tables<'video_reviews'>,
  'id' | 'client_first_name' | 'client_title' | 'review_date' | 'quote' | 'thumbnail_url' | 'video_url' | 'sort_order'
> & {
  services: LinkedService[];
  /** The stored video's public URL and poster, when video_path and poster_path name them. */
  storedVideoUrl?: string | null;
  poster?: StoredPicture | null;
};

/** A written client review (docs/architecture.md#d10). */
export type ClientReview = Pick<
  Tables<'reviews'>,
  'id' | 'author_first_name' | 'company_or_trade' | 'rating' | 'body' | 'review_date' | 'source'
>;

export interface ReviewSummaryResponse {
  tldr: string | null;
  error: string | null;
  meta: { error: string | null; isAiGenerated: boolean; reviewCount: number };
}

/** Static content shapes. */
export interface BookkeepingTier {
  title: string;
  price: number;
  features: string[];
}

export interface PayrollPackage {
  title: string;
  price: number;
  perEmployee: number;
  features: string[];
  recommended: boolean;
}

export interface ClientLogo {
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface SupportCategory {
  title: string;
  description: string;
  link: string;
}

/** New user form of the admin portal. */
export interface NewUserForm {
  full_name: string;
  email: string;
  password: string;
  role: Role;
}
