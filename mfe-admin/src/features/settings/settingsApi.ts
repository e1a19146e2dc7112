// Staff settings (public.staff_settings, one row): read by staff, changed by super admins only
// (RLS), each change recorded in the audit trail by the database.
import { getSupabase } from '@firm/shared-contracts';
import { dataError } from '../../lib/errors.ts';

export interface StaffSettings {
  requireTwoFactorForAdmins: boolean;
}

export async function loadSettings(): Promise<StaffSettings> {
  const client = await getSupabase();
  const { data, error } = await client.from('staff_settings').select('require_two_factor_for_admins').maybeSingle();
  if (error) throw dataError(error);
  return { requireTwoFactorForAdmins: data?.require_two_factor_for_admins ?? false };
}

export async function setRequireTwoFactor(on: boolean): Promise<void> {
  const client = await getSupabase();
  const { data, error } = await client.from('staff_settings').update({ require_two_factor_for_admins: on }).eq('id', true).select('require_two_factor_for_admins');
  if (error) throw dataError(error);
  if (!data || data.length === 0) throw new Error('The setting was not saved (only a super admin may change it).');
}

export interface SettingsApi {
  loadSettings: typeof loadSettings;
  setRequireTwoFactor: typeof setRequireTwoFactor;
}

export const settingsApi: SettingsApi = { loadSettings, setRequireTwoFactor };
