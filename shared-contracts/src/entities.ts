// Entity types of the site and the portal. Column names
// follow the database; the contact inquiry follows the form's camelCase state.

export type Role = 'writer' | 'admin' | 'super_admin';
export type PostStatus = 'draft' | 'published';

export interface Profile {
  id: string;
  email: string | null;
  full_name: string | null;
  avatar_url: string | null;
  is_admin: boolean;
  is_suspended: boolean;
  suspended_at: string | null;
  suspended_by: string | null;
  updated_at: string | null;
  created_at: string | null;
}

export interface UserRole {
  user_id: string;
  role: Role;
  created_at: string;
  updated_at: string;
}

/** A row of get_user_profiles_for_admin(). */
export interface AdminUserRow extends Omit<Profile, 'updated_at'> {
  role: Role | null;
}

export interface BlogCategory {
  id: string;
  name: string;
  slug: string;
}

export interface BlogPost {
  id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  author: string;
  status: PostStatus;
  meta_description: string | null;
  tags: string[];
  featured_image: string | null;
  category_id: string | null;
  user_id: string | null;
  created_by: string | null;
  created_at: string;
  published_at: string | null;
  updated_at: string | null;
}

/** A row of the public read path (published_blog_posts): a published post with its category. */
export interface PublishedBlogPost extends BlogPost {
  category: string | null;
  category_slug: string | null;
}

export type RelatedPost = Pick<
  BlogPost,
  'id' | 'title' | 'slug' | 'excerpt' | 'featured_image' | 'published_at' | 'author'
>;

export interface BlogAnalyticsRow {
  post_id: string;
  date: string;
  page_views: number;
  unique_visitors: number;
  avg_session_duration: number | null;
  bounce_rate: number | null;
  /** 'source/medium' → sessions */
  traffic_sources: Record<string, number>;
}

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

export interface TeamMember {
  id: string;
  first_name: string;
  title: string | null;
  description: string | null;
  department: string;
  sort_order: number;
  avatar_url: string | null;
  team: string | null;
  about: string | null;
  experience: string | null;
  hobbies: string | null;
  favorite_foods: string | null;
  linkedin_url: string | null;
  twitter_url: string | null;
  proadvisor_url: string | null;
  badges: TeamBadge[];
  qbo_level_1: boolean;
  qbo_level_2: boolean;
  qbo_payroll: boolean;
  cpb_designation: boolean;
  ea_certification: boolean;
}

export interface PressRelease {
  id: string;
  title: string;
  release_date: string;
  content: string;
  pdf_url: string | null;
}

export interface MediaMention {
  id: string;
  publication_name: string;
  publication_logo_url: string | null;
  article_title: string;
  article_url: string;
  snippet_html: string;
  mention_date: string;
}

export interface LinkedService {
  id: string;
  name: string;
}

export interface VideoReview {
  id: string;
  client_first_name: string;
  client_title: string | null;
  review_date: string;
  thumbnail_url: string | null;
  video_url: string | null;
  sort_order: number;
  services: LinkedService[];
}

/** A written client review (docs/architecture.md#d10). */
export interface ClientReview {
  id: string;
  author_first_name: string;
  company_or_trade: string | null;
  rating: number;
  body: string;
  review_date: string;
  source: string;
}

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
