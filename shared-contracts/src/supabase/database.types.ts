// Generated from supabase/migrations by `npm run gen:types` (scripts/db/gen-types.mjs): do not edit.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "v12.0.2"
  }
  public: {
    Tables: {
      audit_events: {
        Row: {
          action: string
          actor_id: string | null
          actor_kind: string
          details: NonNullable<Json>
          id: number
          occurred_at: string
          target_id: string | null
        }
        Insert: {
          action: string
          actor_id?: string | null
          actor_kind: string
          details?: NonNullable<Json>
          id?: never
          occurred_at?: string
          target_id?: string | null
        }
        Update: {
          action?: string
          actor_id?: string | null
          actor_kind?: string
          details?: NonNullable<Json>
          id?: never
          occurred_at?: string
          target_id?: string | null
        }
        Relationships: []
      }
      blog_analytics: {
        Row: {
          avg_session_duration: number | null
          bounce_rate: number | null
          created_at: string
          date: string
          id: string
          page_views: number
          post_id: string
          traffic_sources: NonNullable<Json>
          unique_visitors: number
          updated_at: string
        }
        Insert: {
          avg_session_duration?: number | null
          bounce_rate?: number | null
          created_at?: string
          date: string
          id?: string
          page_views?: number
          post_id: string
          traffic_sources?: NonNullable<Json>
          unique_visitors?: number
          updated_at?: string
        }
        Update: {
          avg_session_duration?: number | null
          bounce_rate?: number | null
          created_at?: string
          date?: string
          id?: string
          page_views?: number
          post_id?: string
          traffic_sources?: NonNullable<Json>
          unique_visitors?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "blog_analytics_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "blog_posts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "blog_analytics_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "published_blog_posts"
            referencedColumns: ["id"]
          },
        ]
      }
      blog_categories: {
        Row: {
          created_at: string
          id: string
          name: string
          slug: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          id?: string
          name: string
          slug: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          id?: string
          name?: string
          slug?: string
          updated_at?: string
        }
        Relationships: []
      }
      blog_posts: {
        Row: {
          author: string
          category_id: string | null
          content: string
          created_at: string
          created_by: string | null
          excerpt: string | null
          featured_image: string | null
          featured_image_path: string | null
          id: string
          meta_description: string | null
          publish_at: string | null
          published_at: string | null
          review_comment: string | null
          search: unknown
          slug: string
          status: string
          tags: string[]
          title: string
          updated_at: string
          updated_by: string | null
          user_id: string | null
          version: number
          can_delete_post: boolean | null
          can_edit_post: boolean | null
        }
        Insert: {
          author: string
          category_id?: string | null
          content: string
          created_at?: string
          created_by?: string | null
          excerpt?: string | null
          featured_image?: string | null
          featured_image_path?: string | null
          id?: string
          meta_description?: string | null
          publish_at?: string | null
          published_at?: string | null
          review_comment?: string | null
          search?: never
          slug: string
          status?: string
          tags?: string[]
          title: string
          updated_at?: string
          updated_by?: string | null
          user_id?: string | null
          version?: number
        }
        Update: {
          author?: string
          category_id?: string | null
          content?: string
          created_at?: string
          created_by?: string | null
          excerpt?: string | null
          featured_image?: string | null
          featured_image_path?: string | null
          id?: string
          meta_description?: string | null
          publish_at?: string | null
          published_at?: string | null
          review_comment?: string | null
          search?: never
          slug?: string
          status?: string
          tags?: string[]
          title?: string
          updated_at?: string
          updated_by?: string | null
          user_id?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "blog_posts_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "blog_categories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "blog_posts_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "blog_posts_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "blog_posts_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      booking_days_off: {
        Row: {
          created_at: string
          day: string
          id: string
          note: string | null
          staff_id: string
        }
        Insert: {
          created_at?: string
          day: string
          id?: string
          note?: string | null
          staff_id: string
        }
        Update: {
          created_at?: string
          day?: string
          id?: string
          note?: string | null
          staff_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "booking_days_off_staff_id_fkey"
            columns: ["staff_id"]
            isOneToOne: false
            referencedRelation: "booking_staff"
            referencedColumns: ["id"]
          },
        ]
      }
      booking_hours: {
        Row: {
          created_at: string
          end_time: string
          id: string
          service: string | null
          staff_id: string
          start_time: string
          weekday: number
        }
        Insert: {
          created_at?: string
          end_time: string
          id?: string
          service?: string | null
          staff_id: string
          start_time: string
          weekday: number
        }
        Update: {
          created_at?: string
          end_time?: string
          id?: string
          service?: string | null
          staff_id?: string
          start_time?: string
          weekday?: number
        }
        Relationships: [
          {
            foreignKeyName: "booking_hours_staff_id_fkey"
            columns: ["staff_id"]
            isOneToOne: false
            referencedRelation: "booking_staff"
            referencedColumns: ["id"]
          },
        ]
      }
      booking_settings: {
        Row: {
          buffer_minutes: number
          horizon_days: number
          id: boolean
          min_notice_minutes: number
          updated_at: string
        }
        Insert: {
          buffer_minutes?: number
          horizon_days?: number
          id?: boolean
          min_notice_minutes?: number
          updated_at?: string
        }
        Update: {
          buffer_minutes?: number
          horizon_days?: number
          id?: boolean
          min_notice_minutes?: number
          updated_at?: string
        }
        Relationships: []
      }
      booking_staff: {
        Row: {
          active: boolean
          created_at: string
          email: string | null
          id: string
          name: string
          updated_at: string
        }
        Insert: {
          active?: boolean
          created_at?: string
          email?: string | null
          id?: string
          name: string
          updated_at?: string
        }
        Update: {
          active?: boolean
          created_at?: string
          email?: string | null
          id?: string
          name?: string
          updated_at?: string
        }
        Relationships: []
      }
      bookings: {
        Row: {
          blocked_until: string
          cancelled_at: string | null
          cancelled_by: string | null
          company: string | null
          confirmed_at: string | null
          created_at: string
          email: string
          ends_at: string
          hold_expires_at: string | null
          id: string
          inquiry_id: string | null
          lead_id: string | null
          message: string
          name: string
          phone: string | null
          requester_hash: string | null
          sequence: number
          service: string
          staff_id: string
          starts_at: string
          status: string
          updated_at: string
          visitor_time_zone: string
        }
        Insert: {
          blocked_until: string
          cancelled_at?: string | null
          cancelled_by?: string | null
          company?: string | null
          confirmed_at?: string | null
          created_at?: string
          email: string
          ends_at: string
          hold_expires_at?: string | null
          id?: string
          inquiry_id?: string | null
          lead_id?: string | null
          message: string
          name: string
          phone?: string | null
          requester_hash?: string | null
          sequence?: number
          service: string
          staff_id: string
          starts_at: string
          status?: string
          updated_at?: string
          visitor_time_zone: string
        }
        Update: {
          blocked_until?: string
          cancelled_at?: string | null
          cancelled_by?: string | null
          company?: string | null
          confirmed_at?: string | null
          created_at?: string
          email?: string
          ends_at?: string
          hold_expires_at?: string | null
          id?: string
          inquiry_id?: string | null
          lead_id?: string | null
          message?: string
          name?: string
          phone?: string | null
          requester_hash?: string | null
          sequence?: number
          service?: string
          staff_id?: string
          starts_at?: string
          status?: string
          updated_at?: string
          visitor_time_zone?: string
        }
        Relationships: [
          {
            foreignKeyName: "bookings_inquiry_id_fkey"
            columns: ["inquiry_id"]
            isOneToOne: false
            referencedRelation: "contact_inquiries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "lead_pipeline"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_staff_id_fkey"
            columns: ["staff_id"]
            isOneToOne: false
            referencedRelation: "booking_staff"
            referencedColumns: ["id"]
          },
        ]
      }
      calculator_leads: {
        Row: {
          calculation_type: string
          created_at: string
          email: string
          enrichment: Json | null
          id: string
          lead_id: string | null
          name: string | null
          source_path: string | null
        }
        Insert: {
          calculation_type?: string
          created_at?: string
          email: string
          enrichment?: Json | null
          id?: string
          lead_id?: string | null
          name?: string | null
          source_path?: string | null
        }
        Update: {
          calculation_type?: string
          created_at?: string
          email?: string
          enrichment?: Json | null
          id?: string
          lead_id?: string | null
          name?: string | null
          source_path?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "calculator_leads_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "lead_pipeline"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "calculator_leads_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
        ]
      }
      contact_inquiries: {
        Row: {
          company: string | null
          created_at: string
          crm_record_id: string | null
          current_software: string | null
          due_date: string | null
          email: string
          employees: string | null
          first_name: string
          forwarded_at: string | null
          forwarding_error: string | null
          forwarding_failure: string | null
          forwarding_status: string
          hear_about_us: string | null
          id: string
          industry: string | null
          last_name: string | null
          lead_id: string | null
          media_person_name: string | null
          message: string
          outlet_name: string | null
          phone: string | null
          preferred_date: string | null
          preferred_time: string | null
          revenue: string | null
          service: string
          sms_consent: boolean
          status: string
          updated_at: string
          urgency: string
        }
        Insert: {
          company?: string | null
          created_at?: string
          crm_record_id?: string | null
          current_software?: string | null
          due_date?: string | null
          email: string
          employees?: string | null
          first_name: string
          forwarded_at?: string | null
          forwarding_error?: string | null
          forwarding_failure?: string | null
          forwarding_status?: string
          hear_about_us?: string | null
          id?: string
          industry?: string | null
          last_name?: string | null
          lead_id?: string | null
          media_person_name?: string | null
          message: string
          outlet_name?: string | null
          phone?: string | null
          preferred_date?: string | null
          preferred_time?: string | null
          revenue?: string | null
          service: string
          sms_consent?: boolean
          status?: string
          updated_at?: string
          urgency?: string
        }
        Update: {
          company?: string | null
          created_at?: string
          crm_record_id?: string | null
          current_software?: string | null
          due_date?: string | null
          email?: string
          employees?: string | null
          first_name?: string
          forwarded_at?: string | null
          forwarding_error?: string | null
          forwarding_failure?: string | null
          forwarding_status?: string
          hear_about_us?: string | null
          id?: string
          industry?: string | null
          last_name?: string | null
          lead_id?: string | null
          media_person_name?: string | null
          message?: string
          outlet_name?: string | null
          phone?: string | null
          preferred_date?: string | null
          preferred_time?: string | null
          revenue?: string | null
          service?: string
          sms_consent?: boolean
          status?: string
          updated_at?: string
          urgency?: string
        }
        Relationships: [
          {
            foreignKeyName: "contact_inquiries_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "lead_pipeline"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "contact_inquiries_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
        ]
      }
      ga4_extended_analytics: {
        Row: {
          created_at: string
          data: NonNullable<Json>
          date: string
          dimension: string | null
          dimension_value: string | null
          id: string
          metric: string
          value: number
        }
        Insert: {
          created_at?: string
          data?: NonNullable<Json>
          date: string
          dimension?: string | null
          dimension_value?: string | null
          id?: string
          metric: string
          value?: number
        }
        Update: {
          created_at?: string
          data?: NonNullable<Json>
          date?: string
          dimension?: string | null
          dimension_value?: string | null
          id?: string
          metric?: string
          value?: number
        }
        Relationships: []
      }
      lead_events: {
        Row: {
          actor_id: string | null
          from_value: string | null
          id: number
          kind: string
          lead_id: string
          note: string | null
          occurred_at: string
          to_value: string | null
        }
        Insert: {
          actor_id?: string | null
          from_value?: string | null
          id?: never
          kind: string
          lead_id: string
          note?: string | null
          occurred_at?: string
          to_value?: string | null
        }
        Update: {
          actor_id?: string | null
          from_value?: string | null
          id?: never
          kind?: string
          lead_id?: string
          note?: string | null
          occurred_at?: string
          to_value?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "lead_events_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "lead_events_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "lead_pipeline"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "lead_events_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
        ]
      }
      leads: {
        Row: {
          company: string | null
          created_at: string
          email: string
          first_seen_at: string
          id: string
          last_activity_at: string
          name: string | null
          next_step: string | null
          next_step_on: string | null
          owner_id: string | null
          phone: string | null
          status: string
          updated_at: string
        }
        Insert: {
          company?: string | null
          created_at?: string
          email: string
          first_seen_at?: string
          id?: string
          last_activity_at?: string
          name?: string | null
          next_step?: string | null
          next_step_on?: string | null
          owner_id?: string | null
          phone?: string | null
          status?: string
          updated_at?: string
        }
        Update: {
          company?: string | null
          created_at?: string
          email?: string
          first_seen_at?: string
          id?: string
          last_activity_at?: string
          name?: string | null
          next_step?: string | null
          next_step_on?: string | null
          owner_id?: string | null
          phone?: string | null
          status?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "leads_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      mailbox_messages: {
        Row: {
          attachments: NonNullable<Json>
          created_at: string
          html: string | null
          id: string
          outbox_message_id: string | null
          subject: string
          template: string | null
          text: string
          to_email: string
        }
        Insert: {
          attachments?: NonNullable<Json>
          created_at?: string
          html?: string | null
          id?: string
          outbox_message_id?: string | null
          subject: string
          template?: string | null
          text: string
          to_email: string
        }
        Update: {
          attachments?: NonNullable<Json>
          created_at?: string
          html?: string | null
          id?: string
          outbox_message_id?: string | null
          subject?: string
          template?: string | null
          text?: string
          to_email?: string
        }
        Relationships: [
          {
            foreignKeyName: "mailbox_messages_outbox_message_id_fkey"
            columns: ["outbox_message_id"]
            isOneToOne: true
            referencedRelation: "outbox_messages"
            referencedColumns: ["id"]
          },
        ]
      }
      media_mentions: {
        Row: {
          article_title: string
          article_url: string
          created_at: string
          id: string
          logo_height: number | null
          logo_path: string | null
          logo_width: number | null
          mention_date: string
          publication_logo_url: string | null
          publication_name: string
          shown: boolean
          snippet_html: string
          updated_at: string
        }
        Insert: {
          article_title: string
          article_url: string
          created_at?: string
          id?: string
          logo_height?: number | null
          logo_path?: string | null
          logo_width?: number | null
          mention_date: string
          publication_logo_url?: string | null
          publication_name: string
          shown?: boolean
          snippet_html: string
          updated_at?: string
        }
        Update: {
          article_title?: string
          article_url?: string
          created_at?: string
          id?: string
          logo_height?: number | null
          logo_path?: string | null
          logo_width?: number | null
          mention_date?: string
          publication_logo_url?: string | null
          publication_name?: string
          shown?: boolean
          snippet_html?: string
          updated_at?: string
        }
        Relationships: []
      }
      outbox_messages: {
        Row: {
          attempts: number
          attempts_before_redrive: number
          created_at: string
          dedupe_key: string | null
          delivered_to: string | null
          external_id: string | null
          failure_kind: string | null
          id: string
          kind: string
          last_error: string | null
          next_attempt_at: string
          payload: NonNullable<Json>
          pending_key: string | null
          sent_at: string | null
          status: string
          updated_at: string
        }
        Insert: {
          attempts?: number
          attempts_before_redrive?: number
          created_at?: string
          dedupe_key?: string | null
          delivered_to?: string | null
          external_id?: string | null
          failure_kind?: string | null
          id?: string
          kind: string
          last_error?: string | null
          next_attempt_at?: string
          payload?: NonNullable<Json>
          pending_key?: string | null
          sent_at?: string | null
          status?: string
          updated_at?: string
        }
        Update: {
          attempts?: number
          attempts_before_redrive?: number
          created_at?: string
          dedupe_key?: string | null
          delivered_to?: string | null
          external_id?: string | null
          failure_kind?: string | null
          id?: string
          kind?: string
          last_error?: string | null
          next_attempt_at?: string
          payload?: NonNullable<Json>
          pending_key?: string | null
          sent_at?: string | null
          status?: string
          updated_at?: string
        }
        Relationships: []
      }
      press_releases: {
        Row: {
          content: string
          created_at: string
          id: string
          pdf_url: string | null
          release_date: string
          shown: boolean
          title: string
          updated_at: string
        }
        Insert: {
          content: string
          created_at?: string
          id?: string
          pdf_url?: string | null
          release_date: string
          shown?: boolean
          title: string
          updated_at?: string
        }
        Update: {
          content?: string
          created_at?: string
          id?: string
          pdf_url?: string | null
          release_date?: string
          shown?: boolean
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      profiles: {
        Row: {
          avatar_path: string | null
          created_at: string
          email: string | null
          first_name: string | null
          full_name: string | null
          id: string
          is_admin: boolean
          is_suspended: boolean
          last_name: string | null
          suspended_at: string | null
          suspended_by: string | null
          updated_at: string
        }
        Insert: {
          avatar_path?: string | null
          created_at?: string
          email?: string | null
          first_name?: string | null
          full_name?: string | null
          id: string
          is_admin?: boolean
          is_suspended?: boolean
          last_name?: string | null
          suspended_at?: string | null
          suspended_by?: string | null
          updated_at?: string
        }
        Update: {
          avatar_path?: string | null
          created_at?: string
          email?: string | null
          first_name?: string | null
          full_name?: string | null
          id?: string
          is_admin?: boolean
          is_suspended?: boolean
          last_name?: string | null
          suspended_at?: string | null
          suspended_by?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "profiles_suspended_by_fkey"
            columns: ["suspended_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      reviews: {
        Row: {
          author_first_name: string
          body: string
          company_or_trade: string | null
          created_at: string
          id: string
          industry: string | null
          rating: number
          review_date: string
          shown: boolean
          sort_order: number
          source: string
          updated_at: string
        }
        Insert: {
          author_first_name: string
          body: string
          company_or_trade?: string | null
          created_at?: string
          id?: string
          industry?: string | null
          rating: number
          review_date: string
          shown?: boolean
          sort_order?: number
          source: string
          updated_at?: string
        }
        Update: {
          author_first_name?: string
          body?: string
          company_or_trade?: string | null
          created_at?: string
          id?: string
          industry?: string | null
          rating?: number
          review_date?: string
          shown?: boolean
          sort_order?: number
          source?: string
          updated_at?: string
        }
        Relationships: []
      }
      services: {
        Row: {
          created_at: string
          id: string
          name: string
          slug: string
        }
        Insert: {
          created_at?: string
          id?: string
          name: string
          slug: string
        }
        Update: {
          created_at?: string
          id?: string
          name?: string
          slug?: string
        }
        Relationships: []
      }
      site_events: {
        Row: {
          id: string
          occurred_at: string
          path: string
          post_id: string | null
          referrer: string | null
          tab_id: string | null
          title: string | null
          type: string
        }
        Insert: {
          id?: string
          occurred_at?: string
          path: string
          post_id?: string | null
          referrer?: string | null
          tab_id?: string | null
          title?: string | null
          type: string
        }
        Update: {
          id?: string
          occurred_at?: string
          path?: string
          post_id?: string | null
          referrer?: string | null
          tab_id?: string | null
          title?: string | null
          type?: string
        }
        Relationships: [
          {
            foreignKeyName: "site_events_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "blog_posts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "site_events_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "published_blog_posts"
            referencedColumns: ["id"]
          },
        ]
      }
      site_events_daily: {
        Row: {
          bounces: number | null
          day: string
          events: number
          key: string
          kind: string
          last_seen_at: string | null
          raw_pruned_at: string | null
          title: string | null
          visitors: number | null
        }
        Insert: {
          bounces?: number | null
          day: string
          events?: number
          key?: string
          kind: string
          last_seen_at?: string | null
          raw_pruned_at?: string | null
          title?: string | null
          visitors?: number | null
        }
        Update: {
          bounces?: number | null
          day?: string
          events?: number
          key?: string
          kind?: string
          last_seen_at?: string | null
          raw_pruned_at?: string | null
          title?: string | null
          visitors?: number | null
        }
        Relationships: []
      }
      staff_invitations: {
        Row: {
          accepted_at: string | null
          email: string
          expires_at: string
          full_name: string
          invited_by: string | null
          role: string
          sent_at: string
          user_id: string
        }
        Insert: {
          accepted_at?: string | null
          email: string
          expires_at: string
          full_name: string
          invited_by?: string | null
          role: string
          sent_at?: string
          user_id: string
        }
        Update: {
          accepted_at?: string | null
          email?: string
          expires_at?: string
          full_name?: string
          invited_by?: string | null
          role?: string
          sent_at?: string
          user_id?: string
        }
        Relationships: []
      }
      staff_notice_preferences: {
        Row: {
          booking_changed: boolean
          daily_digest: boolean
          lead_assigned: boolean
          new_booking: boolean
          new_inquiry: boolean
          updated_at: string
          user_id: string
        }
        Insert: {
          booking_changed?: boolean
          daily_digest?: boolean
          lead_assigned?: boolean
          new_booking?: boolean
          new_inquiry?: boolean
          updated_at?: string
          user_id: string
        }
        Update: {
          booking_changed?: boolean
          daily_digest?: boolean
          lead_assigned?: boolean
          new_booking?: boolean
          new_inquiry?: boolean
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "staff_notice_preferences_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      staff_settings: {
        Row: {
          id: boolean
          require_two_factor_for_admins: boolean
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          id?: boolean
          require_two_factor_for_admins?: boolean
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          id?: boolean
          require_two_factor_for_admins?: boolean
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: []
      }
      team_members: {
        Row: {
          about: string | null
          avatar_url: string | null
          badges: NonNullable<Json>
          cpb_designation: boolean
          created_at: string
          department: string
          description: string | null
          ea_certification: boolean
          experience: string | null
          favorite_foods: string | null
          first_name: string
          hobbies: string | null
          id: string
          linkedin_url: string | null
          photo_path: string | null
          proadvisor_url: string | null
          qbo_level_1: boolean
          qbo_level_2: boolean
          qbo_payroll: boolean
          shown: boolean
          sort_order: number
          team: string | null
          title: string | null
          twitter_url: string | null
          updated_at: string
        }
        Insert: {
          about?: string | null
          avatar_url?: string | null
          badges?: NonNullable<Json>
          cpb_designation?: boolean
          created_at?: string
          department: string
          description?: string | null
          ea_certification?: boolean
          experience?: string | null
          favorite_foods?: string | null
          first_name: string
          hobbies?: string | null
          id?: string
          linkedin_url?: string | null
          photo_path?: string | null
          proadvisor_url?: string | null
          qbo_level_1?: boolean
          qbo_level_2?: boolean
          qbo_payroll?: boolean
          shown?: boolean
          sort_order?: number
          team?: string | null
          title?: string | null
          twitter_url?: string | null
          updated_at?: string
        }
        Update: {
          about?: string | null
          avatar_url?: string | null
          badges?: NonNullable<Json>
          cpb_designation?: boolean
          created_at?: string
          department?: string
          description?: string | null
          ea_certification?: boolean
          experience?: string | null
          favorite_foods?: string | null
          first_name?: string
          hobbies?: string | null
          id?: string
          linkedin_url?: string | null
          photo_path?: string | null
          proadvisor_url?: string | null
          qbo_level_1?: boolean
          qbo_level_2?: boolean
          qbo_payroll?: boolean
          shown?: boolean
          sort_order?: number
          team?: string | null
          title?: string | null
          twitter_url?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      user_roles: {
        Row: {
          created_at: string
          role: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          role: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          role?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      video_review_services: {
        Row: {
          service_id: string
          video_review_id: string
        }
        Insert: {
          service_id: string
          video_review_id: string
        }
        Update: {
          service_id?: string
          video_review_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "video_review_services_service_id_fkey"
            columns: ["service_id"]
            isOneToOne: false
            referencedRelation: "services"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "video_review_services_video_review_id_fkey"
            columns: ["video_review_id"]
            isOneToOne: false
            referencedRelation: "video_reviews"
            referencedColumns: ["id"]
          },
        ]
      }
      video_reviews: {
        Row: {
          client_first_name: string
          client_title: string | null
          created_at: string
          id: string
          poster_path: string | null
          quote: string | null
          review_date: string
          shown: boolean
          sort_order: number
          thumbnail_url: string | null
          updated_at: string
          video_path: string | null
          video_url: string | null
        }
        Insert: {
          client_first_name: string
          client_title?: string | null
          created_at?: string
          id?: string
          poster_path?: string | null
          quote?: string | null
          review_date: string
          shown?: boolean
          sort_order?: number
          thumbnail_url?: string | null
          updated_at?: string
          video_path?: string | null
          video_url?: string | null
        }
        Update: {
          client_first_name?: string
          client_title?: string | null
          created_at?: string
          id?: string
          poster_path?: string | null
          quote?: string | null
          review_date?: string
          shown?: boolean
          sort_order?: number
          thumbnail_url?: string | null
          updated_at?: string
          video_path?: string | null
          video_url?: string | null
        }
        Relationships: []
      }
    }
    Views: {
      lead_pipeline: {
        Row: {
          bookings: number | null
          calculator_unlocks: number | null
          company: string | null
          email: string | null
          first_seen_at: string | null
          id: string | null
          inquiries: number | null
          last_activity_at: string | null
          name: string | null
          next_call_at: string | null
          next_step: string | null
          next_step_on: string | null
          owner_id: string | null
          phone: string | null
          services: string[] | null
          status: string | null
        }
        Insert: {
          bookings?: never
          calculator_unlocks?: never
          company?: string | null
          email?: string | null
          first_seen_at?: string | null
          id?: string | null
          inquiries?: never
          last_activity_at?: string | null
          name?: string | null
          next_call_at?: never
          next_step?: string | null
          next_step_on?: string | null
          owner_id?: string | null
          phone?: string | null
          services?: never
          status?: string | null
        }
        Update: {
          bookings?: never
          calculator_unlocks?: never
          company?: string | null
          email?: string | null
          first_seen_at?: string | null
          id?: string | null
          inquiries?: never
          last_activity_at?: string | null
          name?: string | null
          next_call_at?: never
          next_step?: string | null
          next_step_on?: string | null
          owner_id?: string | null
          phone?: string | null
          services?: never
          status?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "leads_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      published_blog_posts: {
        Row: {
          author: string | null
          category: string | null
          category_id: string | null
          category_slug: string | null
          content: string | null
          created_at: string | null
          created_by: string | null
          excerpt: string | null
          featured_image: string | null
          featured_image_path: string | null
          id: string | null
          meta_description: string | null
          published_at: string | null
          slug: string | null
          status: string | null
          tags: string[] | null
          title: string | null
          updated_at: string | null
          user_id: string | null
        }
        Relationships: [
          {
            foreignKeyName: "blog_posts_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "blog_categories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "blog_posts_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "blog_posts_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Functions: {
      analytics_last_updated: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      analytics_report: {
        Args: { end_date: string; start_date: string }
        Returns: Json
      }
      analytics_report_between: {
        Args: { bucket: string; range_end: string; range_start: string }
        Returns: Json
      }
      analytics_report_last_hours: { Args: { hours: number }; Returns: Json }
      blog_category_name: { Args: { category_slug: string }; Returns: string }
      blog_escape_html: { Args: { text_value: string }; Returns: string }
      blog_plain_text: { Args: { html: string }; Returns: string }
      blog_post: { Args: { post_slug: string }; Returns: Json }
      blog_post_list: {
        Args: { category?: string; page?: number; tag?: string }
        Returns: Json
      }
      blog_post_preview: { Args: { post_id: string }; Returns: Json }
      blog_search: { Args: { page?: number; query: string }; Returns: Json }
      blog_search_document: {
        Args: {
          content: string
          excerpt: string
          tags: string[]
          title: string
        }
        Returns: unknown
      }
      blog_tag_slug: { Args: { tag: string }; Returns: string }
      booking_details: { Args: { booking_id: string }; Returns: Json }
      booking_list: {
        Args: { range_end: string; range_start: string }
        Returns: Json
      }
      booking_list_for_lead: { Args: { lead: string }; Returns: Json }
      booking_schedule: {
        Args: {
          except_booking?: string
          range_end: string
          range_start: string
          service: string
        }
        Returns: Json
      }
      can_delete_post:
        | {
            Args: { post: Database["public"]["Tables"]["blog_posts"]["Row"] }
            Returns: boolean
          }
        | {
            Args: { post_created_by: string; post_user_id: string }
            Returns: boolean
          }
      can_edit_post:
        | {
            Args: { post: Database["public"]["Tables"]["blog_posts"]["Row"] }
            Returns: boolean
          }
        | {
            Args: { post_created_by: string; post_user_id: string }
            Returns: boolean
          }
      cancel_booking: {
        Args: { booking_id: string; cancelled_by: string }
        Returns: {
          blocked_until: string
          cancelled_at: string | null
          cancelled_by: string | null
          company: string | null
          confirmed_at: string | null
          created_at: string
          email: string
          ends_at: string
          hold_expires_at: string | null
          id: string
          inquiry_id: string | null
          lead_id: string | null
          message: string
          name: string
          phone: string | null
          requester_hash: string | null
          sequence: number
          service: string
          staff_id: string
          starts_at: string
          status: string
          updated_at: string
          visitor_time_zone: string
        }
        SetofOptions: {
          from: "*"
          to: "bookings"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      check_request_session: {
        Args: Record<PropertyKey, never>
        Returns: undefined
      }
      claim_crm_probe: {
        Args: { lease_seconds?: number; probe_seconds?: number }
        Returns: {
          attempts: number
          attempts_before_redrive: number
          created_at: string
          dedupe_key: string | null
          delivered_to: string | null
          external_id: string | null
          failure_kind: string | null
          id: string
          kind: string
          last_error: string | null
          next_attempt_at: string
          payload: NonNullable<Json>
          pending_key: string | null
          sent_at: string | null
          status: string
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "outbox_messages"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      claim_outbox_messages: {
        Args: {
          lease_seconds?: number
          max_messages?: number
          only_dedupe_key?: string
        }
        Returns: {
          attempts: number
          attempts_before_redrive: number
          created_at: string
          dedupe_key: string | null
          delivered_to: string | null
          external_id: string | null
          failure_kind: string | null
          id: string
          kind: string
          last_error: string | null
          next_attempt_at: string
          payload: NonNullable<Json>
          pending_key: string | null
          sent_at: string | null
          status: string
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "outbox_messages"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      claim_page_renders: {
        Args: { lease_seconds?: number; max_messages?: number }
        Returns: {
          attempts: number
          attempts_before_redrive: number
          created_at: string
          dedupe_key: string | null
          delivered_to: string | null
          external_id: string | null
          failure_kind: string | null
          id: string
          kind: string
          last_error: string | null
          next_attempt_at: string
          payload: NonNullable<Json>
          pending_key: string | null
          sent_at: string | null
          status: string
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "outbox_messages"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      confirm_booking: {
        Args: {
          booking_id: string
          inquiry_message: string
          preferred_date: string
          preferred_time: string
        }
        Returns: {
          blocked_until: string
          cancelled_at: string | null
          cancelled_by: string | null
          company: string | null
          confirmed_at: string | null
          created_at: string
          email: string
          ends_at: string
          hold_expires_at: string | null
          id: string
          inquiry_id: string | null
          lead_id: string | null
          message: string
          name: string
          phone: string | null
          requester_hash: string | null
          sequence: number
          service: string
          staff_id: string
          starts_at: string
          status: string
          updated_at: string
          visitor_time_zone: string
        }
        SetofOptions: {
          from: "*"
          to: "bookings"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      create_booking: {
        Args: {
          blocked_until: string
          company: string
          email: string
          ends_at: string
          hold_minutes: number
          max_held_per_day: number
          max_per_requester_per_day: number
          message: string
          name: string
          phone: string
          requester: string
          service: string
          staff_ids: string[]
          starts_at: string
          visitor_time_zone: string
        }
        Returns: {
          blocked_until: string
          cancelled_at: string | null
          cancelled_by: string | null
          company: string | null
          confirmed_at: string | null
          created_at: string
          email: string
          ends_at: string
          hold_expires_at: string | null
          id: string
          inquiry_id: string | null
          lead_id: string | null
          message: string
          name: string
          phone: string | null
          requester_hash: string | null
          sequence: number
          service: string
          staff_id: string
          starts_at: string
          status: string
          updated_at: string
          visitor_time_zone: string
        }
        SetofOptions: {
          from: "*"
          to: "bookings"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      crm_forwarding_summary: {
        Args: { pending_minutes?: number }
        Returns: Json
      }
      current_user_role: { Args: Record<PropertyKey, never>; Returns: string }
      enqueue_outbox_message: {
        Args: {
          message_dedupe_key: string
          message_kind: string
          message_payload: Json
        }
        Returns: {
          attempts: number
          attempts_before_redrive: number
          created_at: string
          dedupe_key: string | null
          delivered_to: string | null
          external_id: string | null
          failure_kind: string | null
          id: string
          kind: string
          last_error: string | null
          next_attempt_at: string
          payload: NonNullable<Json>
          pending_key: string | null
          sent_at: string | null
          status: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "outbox_messages"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      finish_outbox_message: {
        Args: {
          attempt: number
          delivered_by?: string
          error_text?: string
          external_ref?: string
          max_attempts?: number
          message_id: string
          permanent?: boolean
          retry_base_seconds?: number
          succeeded: boolean
        }
        Returns: {
          attempts: number
          attempts_before_redrive: number
          created_at: string
          dedupe_key: string | null
          delivered_to: string | null
          external_id: string | null
          failure_kind: string | null
          id: string
          kind: string
          last_error: string | null
          next_attempt_at: string
          payload: NonNullable<Json>
          pending_key: string | null
          sent_at: string | null
          status: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "outbox_messages"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      get_user_profiles_for_admin: {
        Args: Record<PropertyKey, never>
        Returns: {
          avatar_path: string
          banned_until: string
          created_at: string
          email: string
          full_name: string
          id: string
          is_admin: boolean
          is_suspended: boolean
          last_sign_in_at: string
          role: string
          suspended_at: string
          suspended_by: string
        }[]
      }
      hit_rate_limit: {
        Args: {
          bucket: string
          max_hits: number
          subject: string
          window_seconds: number
        }
        Returns: boolean
      }
      hook_password_verification_attempt: {
        Args: { event: Json }
        Returns: Json
      }
      is_active_user: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_https_url: { Args: { value: string }; Returns: boolean }
      is_site_path: { Args: { value: string }; Returns: boolean }
      is_staff: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_super_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_suspended_user: { Args: { uid?: string }; Returns: boolean }
      is_writer: { Args: Record<PropertyKey, never>; Returns: boolean }
      may_write_blog_image: { Args: { object_name: string }; Returns: boolean }
      may_write_own_avatar: { Args: { object_name: string }; Returns: boolean }
      media_mention_list: { Args: Record<PropertyKey, never>; Returns: Json }
      move_booking: {
        Args: {
          blocked_until: string
          booking_id: string
          ends_at: string
          staff_ids: string[]
          starts_at: string
        }
        Returns: {
          blocked_until: string
          cancelled_at: string | null
          cancelled_by: string | null
          company: string | null
          confirmed_at: string | null
          created_at: string
          email: string
          ends_at: string
          hold_expires_at: string | null
          id: string
          inquiry_id: string | null
          lead_id: string | null
          message: string
          name: string
          phone: string | null
          requester_hash: string | null
          sequence: number
          service: string
          staff_id: string
          starts_at: string
          status: string
          updated_at: string
          visitor_time_zone: string
        }
        SetofOptions: {
          from: "*"
          to: "bookings"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      my_sessions: {
        Args: Record<PropertyKey, never>
        Returns: {
          aal: string
          created_at: string
          current: boolean
          id: string
          ip: string
          refreshed_at: string
          user_agent: string
        }[]
      }
      owns_post: {
        Args: { post_created_by: string; post_user_id: string }
        Returns: boolean
      }
      page_render_status: {
        Args: Record<PropertyKey, never>
        Returns: {
          failed: number
          last_failure: string
          waiting: number
          waiting_since: string
        }[]
      }
      portal_access: { Args: { uid: string }; Returns: string }
      prepare_staff_removal: {
        Args: { new_owner: string; target: string }
        Returns: Json
      }
      press_release_list: { Args: Record<PropertyKey, never>; Returns: Json }
      record_staff_invitation: {
        Args: {
          p_full_name: string
          p_invited_by: string
          p_lifetime_seconds: number
          p_role: string
          p_user_id: string
        }
        Returns: {
          accepted_at: string | null
          email: string
          expires_at: string
          full_name: string
          invited_by: string | null
          role: string
          sent_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "staff_invitations"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      redrive_failed_crm_messages: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      related_blog_posts: {
        Args: { max_posts?: number; post_id: string }
        Returns: Json
      }
      request_factor_removal: {
        Args: { factor: string; target: string }
        Returns: undefined
      }
      request_session_is_live: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      retain_site_events: { Args: { as_of?: string }; Returns: Json }
      review_list: {
        Args: { industry?: string; max_reviews?: number }
        Returns: Json
      }
      review_stats: {
        Args: Record<PropertyKey, never>
        Returns: {
          average_rating: number
          review_count: number
        }[]
      }
      rollup_blog_analytics: {
        Args: { end_date: string; start_date: string }
        Returns: number
      }
      set_content_order: {
        Args: { content_kind: string; ordered_ids: string[] }
        Returns: number
      }
      set_user_suspension: {
        Args: { suspended: boolean; user_id: string }
        Returns: {
          avatar_path: string | null
          created_at: string
          email: string | null
          first_name: string | null
          full_name: string | null
          id: string
          is_admin: boolean
          is_suspended: boolean
          last_name: string | null
          suspended_at: string | null
          suspended_by: string | null
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "profiles"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      settle_page_renders: { Args: { rendered_from: string }; Returns: number }
      site_events_kept_from: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      staff_digest: { Args: { p_day: string; p_user: string }; Returns: Json }
      staff_needs_second_factor: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      team_badges_are_valid: { Args: { badges: Json }; Returns: boolean }
      team_directory: { Args: Record<PropertyKey, never>; Returns: Json }
      traffic_source: { Args: { referrer: string }; Returns: string }
      user_is_super_admin: { Args: { uid: string }; Returns: boolean }
      video_review_list: { Args: Record<PropertyKey, never>; Returns: Json }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const

