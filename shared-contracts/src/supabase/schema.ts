// The schema's types as every client uses them: the generated types (database.types.ts, `npm run
// gen:types`) plus what the generator cannot read from Postgres, each backed by the migration that
// guarantees it. A text column a check constraint limits to a few values has that union; the view
// published_blog_posts, whose columns Postgres reports as nullable, keeps the NOT NULL of the
// blog_posts columns it selects; a set-returning function's columns may be null. Query results
// are then typed as they are, and no reader needs a cast.
import type { Database as Generated, Json } from './database.types.ts';

/** The values each check constraint allows (supabase/tests/rls/schema-types.test.ts compares them). */
export const CHECKED_VALUES = {
  /** user_roles_role_check */
  role: ['writer', 'admin', 'super_admin'],
  /** blog_posts_status_check */
  postStatus: ['draft', 'in_review', 'scheduled', 'published'],
  /** outbox_messages_status_check, contact_inquiries_forwarding_status_check */
  deliveryStatus: ['pending', 'sent', 'failed'],
  /** outbox_messages_failure_kind_check, contact_inquiries_forwarding_failure_check */
  failureKind: ['transient', 'permanent'],
  /** bookings_status_check */
  bookingStatus: ['held', 'confirmed', 'cancelled', 'expired'],
  /** bookings_service_check, booking_hours_service_check */
  bookingService: ['bookkeeping', 'payroll', 'books-cleanup', 'general'],
} as const;

export type Role = (typeof CHECKED_VALUES.role)[number];
export type PostStatus = (typeof CHECKED_VALUES.postStatus)[number];
export type DeliveryStatus = (typeof CHECKED_VALUES.deliveryStatus)[number];
export type FailureKind = (typeof CHECKED_VALUES.failureKind)[number];
export type BookingStatus = (typeof CHECKED_VALUES.bookingStatus)[number];
export type BookingService = (typeof CHECKED_VALUES.bookingService)[number];

type Schema = Generated['public'];
type TableRow<Name extends keyof Schema['Tables']> = Schema['Tables'][Name]['Row'];

/** T with the properties of U in place of its own. */
type With<T, U> = Omit<T, keyof U> & U;

type BlogPostRow = With<TableRow<'blog_posts'>, { status: PostStatus }>;
type OutboxMessageRow = With<TableRow<'outbox_messages'>, { status: DeliveryStatus; failure_kind: FailureKind | null }>;
type BookingRow = With<TableRow<'bookings'>, { status: BookingStatus; service: BookingService }>;

interface RowOverrides {
  blog_posts: BlogPostRow;
  user_roles: With<TableRow<'user_roles'>, { role: Role }>;
  contact_inquiries: With<TableRow<'contact_inquiries'>, { forwarding_status: DeliveryStatus; forwarding_failure: FailureKind | null }>;
  outbox_messages: OutboxMessageRow;
  bookings: BookingRow;
  booking_hours: With<TableRow<'booking_hours'>, { service: BookingService | null }>;
  /** blog_analytics_traffic_sources_object: 'source/medium' → sessions. */
  blog_analytics: With<TableRow<'blog_analytics'>, { traffic_sources: { [sourceMedium: string]: Json | undefined } }>;
}

/**
 * published_blog_posts: blog_posts' columns (can_edit_post and can_delete_post are functions, not
 * columns; the review workflow's columns are the editor's; search is the database's own index), its
 * category and its uploaded featured image.
 */
type PublishedBlogPostRow = Omit<BlogPostRow, 'can_edit_post' | 'can_delete_post' | 'publish_at' | 'review_comment' | 'version' | 'updated_by' | 'search'> & {
  category: string | null;
  category_slug: string | null;
};

/**
 * The public pages' reads (20261129100000_public_reads_through_functions.sql): each function
 * answers one JSON value, built from these rows.
 */
type BlogPostSummaryRow = Omit<PublishedBlogPostRow, 'content'>;
/** One page of the blog's list (blog_post_list()): 12 posts, newest first, and where it stands. */
export interface BlogPostListPage {
  posts: BlogPostSummaryRow[];
  page: number;
  pageCount: number;
  total: number;
  /** The category asked for, when one has that slug. */
  category: { name: string; slug: string } | null;
  /** The tag asked for as a post writes it, when a listed post has it. */
  tag: string | null;
}
/** One search result (blog_search()): `snippet` is HTML whose only elements are <mark>. */
export interface BlogSearchResult {
  slug: string;
  title: string;
  excerpt: string | null;
  snippet: string;
  published_at: string | null;
  rank: number;
}
export interface BlogSearchPage {
  results: BlogSearchResult[];
  total: number;
  page: number;
  pageCount: number;
}
type RelatedPostRow = Pick<PublishedBlogPostRow, 'id' | 'title' | 'slug' | 'excerpt' | 'featured_image' | 'featured_image_path' | 'published_at' | 'author'>;
/** A row of the public content functions: the table's columns but the `shown` flag (they answer shown rows only). */
type PublicRow<Name extends keyof Schema['Tables']> = Omit<TableRow<Name>, 'shown'>;
type VideoReviewListRow = PublicRow<'video_reviews'> & { services: Pick<TableRow<'services'>, 'id' | 'name'>[] };
type ReviewListRow = Pick<TableRow<'reviews'>, 'id' | 'author_first_name' | 'company_or_trade' | 'rating' | 'body' | 'review_date' | 'source'>;

/** A row of get_user_profiles_for_admin(): profiles beside auth.users, so a column may be null. */
type AdminUserProfileRow = { id: string } & {
  [Column in Exclude<keyof Schema['Functions']['get_user_profiles_for_admin']['Returns'][number], 'id' | 'role' | 'is_admin' | 'is_suspended'>]:
    | string
    | null;
} & { role: Role | null; is_admin: boolean; is_suspended: boolean };

/** A function of the schema with the rows it returns as the clients read them. */
type Returning<Name extends keyof Schema['Functions'], Rows> = With<Schema['Functions'][Name], { Returns: Rows }>;

export type Database = With<
  Generated,
  {
    public: With<
      Schema,
      {
        Tables: With<
          Schema['Tables'],
          { [Name in keyof RowOverrides]: With<Schema['Tables'][Name], { Row: RowOverrides[Name] }> }
        >;
        Views: With<
          Schema['Views'],
          { published_blog_posts: With<Schema['Views']['published_blog_posts'], { Row: PublishedBlogPostRow }> }
        >;
        Functions: With<
          Schema['Functions'],
          {
            get_user_profiles_for_admin: Returning<'get_user_profiles_for_admin', AdminUserProfileRow[]>;
            // The outbox's functions return its rows.
            enqueue_outbox_message: Returning<'enqueue_outbox_message', OutboxMessageRow>;
            finish_outbox_message: Returning<'finish_outbox_message', OutboxMessageRow>;
            claim_outbox_messages: Returning<'claim_outbox_messages', OutboxMessageRow[]>;
            claim_crm_probe: Returning<'claim_crm_probe', OutboxMessageRow[]>;
            // The booking steps return the booking.
            create_booking: Returning<'create_booking', BookingRow>;
            move_booking: Returning<'move_booking', BookingRow>;
            cancel_booking: Returning<'cancel_booking', BookingRow>;
            confirm_booking: Returning<'confirm_booking', BookingRow>;
            // The public reads: null where nothing has the slug.
            blog_post_list: Returning<'blog_post_list', BlogPostListPage>;
            blog_search: Returning<'blog_search', BlogSearchPage>;
            blog_post: Returning<'blog_post', PublishedBlogPostRow | null>;
            related_blog_posts: Returning<'related_blog_posts', RelatedPostRow[]>;
            blog_category_name: Returning<'blog_category_name', string | null>;
            team_directory: Returning<'team_directory', PublicRow<'team_members'>[]>;
            press_release_list: Returning<'press_release_list', PublicRow<'press_releases'>[]>;
            media_mention_list: Returning<'media_mention_list', PublicRow<'media_mentions'>[]>;
            video_review_list: Returning<'video_review_list', VideoReviewListRow[]>;
            review_list: Returning<'review_list', ReviewListRow[]>;
          }
        >;
      }
    >;
  }
>;

/** A row of a table or view as the clients read it. */
export type Tables<Name extends keyof Database['public']['Tables'] | keyof Database['public']['Views']> =
  Name extends keyof Database['public']['Tables']
    ? Database['public']['Tables'][Name]['Row']
    : Name extends keyof Database['public']['Views']
      ? Database['public']['Views'][Name]['Row']
      : never;
