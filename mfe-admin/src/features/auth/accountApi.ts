// The account-status function: why the portal turned a signed-in user away, when the portal
// cannot read it itself (a suspension ends the session, so the REST API refuses the user).
import { callEndpoint, functionUrl } from '../../lib/endpoints.ts';
import type { PortalAccess } from './access.ts';

const ANSWERS: readonly PortalAccess[] = ['staff', 'suspended', 'none'];

export async function loadPortalAccess(): Promise<PortalAccess> {
  const answer = await callEndpoint<{ access?: unknown }>(functionUrl('account-status'), {
    label: 'the account check',
    withApiKey: true,
  });
  const access = ANSWERS.find((value) => value === answer.access);
  if (!access) throw new Error('The account check returned an unexpected answer.');
  return access;
}
