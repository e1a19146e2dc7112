-- Consultations may be booked up to a year ahead (docs/architecture.md#d40): staff set how far
-- ahead the calendar reaches, up to 365 days (was 60), and the /book page shows it a 14-day window
-- at a time. The default stays 14 days. The limits are BOOKING_RULE_LIMITS in
-- shared-contracts/src/booking/booking.ts, which the staff screen checks before saving.
alter table public.booking_settings
  drop constraint booking_settings_horizon_check,
  add constraint booking_settings_horizon_check check (horizon_days between 1 and 365);
