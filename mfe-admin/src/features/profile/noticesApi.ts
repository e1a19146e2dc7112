// Which events email an admin (docs/architecture.md#d50): their own row of
// staff_notice_preferences, read and written under row-level security (admins, their own only).
import { getSupabase } from '@firm/shared-contracts';
import { dataError } from '../../lib/errors.ts';

export const NOTICE_CHOICES = [
  { key: 'new_inquiry', label: 'A new inquiry comes in' },
  { key: 'new_booking', label: 'A consultation is booked' },
  { key: 'booking_changed', label: 'A consultation is moved or cancelled' },
  { key: 'lead_assigned', label: 'A colleague gives me a lead' },
  { key: 'daily_digest', label: 'A daily digest at 7 AM: calls today and tomorrow, new leads, next steps due' },
] as const;

export type NoticeKey = (typeof NOTICE_CHOICES)[number]['key'];
export type NoticeChoices = Record<NoticeKey, boolean>;

export const NO_NOTICES: NoticeChoices = { new_inquiry: false, new_booking: false, booking_changed: false, lead_assigned: false, daily_digest: false };

export async function loadNotices(userId: string): Promise<NoticeChoices> {
  const client = await getSupabase();
  const { data, error } = await client.from('staff_notice_preferences').select('*').eq('user_id', userId).maybeSingle();
  if (error) throw dataError(error);
  if (!data) return NO_NOTICES;
  return Object.fromEntries(NOTICE_CHOICES.map(({ key }) => [key, data[key] === true])) as NoticeChoices;
}

export async function saveNotices(userId: string, choices: NoticeChoices): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('staff_notice_preferences').upsert({ user_id: userId, ...choices }, { onConflict: 'user_id' });
  if (error) throw dataError(error);
}

export interface NoticesApi {
  loadNotices: typeof loadNotices;
  saveNotices: typeof saveNotices;
}

export const noticesApi: NoticesApi = { loadNotices, saveNotices };
