-- A client testimonial is either a real video or the client's words in writing
-- (docs/architecture.md#d41): `quote` holds what they said, shown as a written quote card wherever
-- the row has no video to play, so the reviews page never stands a drawn card in for a recording.
-- Rewriting a quote re-renders the pages that show it through the trigger video_reviews already
-- has (20261126090000_page_renders.sql).

alter table public.video_reviews
  add column quote text,
  add constraint video_reviews_quote_length check (quote is null or char_length(btrim(quote)) between 1 and 600);
