// The Leads screen's warning while leads are not reaching the CRM: inquiries whose retries ran
// out (kept, and sent again automatically once the CRM answers), inquiries still waiting after
// half an hour, and inquiries the CRM refused, with the last error the outbox recorded.
import { formatDate } from '@firm/shared-contracts/format';
import { WarningBanner } from '../../lib/ui.tsx';
import { STALE_PENDING_MINUTES, type ForwardingHealth } from './forwarding.ts';

function inquiries(n: number): string {
  return n === 1 ? '1 inquiry' : `${n} inquiries`;
}

/** The banner's sentences, or null when every inquiry reached the CRM (or is on its way). */
export function forwardingBannerLines(health: ForwardingHealth): string[] | null {
  const lines: string[] = [];
  if (health.failed > 0) {
    lines.push(
      `${inquiries(health.failed)} could not be forwarded to the CRM. ${health.failed === 1 ? 'It is' : 'They are'} kept here and will be sent again automatically when the CRM answers.`,
    );
  }
  if (health.waiting > 0) {
    lines.push(
      `${inquiries(health.waiting)} ${health.waiting === 1 ? 'has' : 'have'} been waiting more than ${STALE_PENDING_MINUTES} minutes to reach the CRM and ${health.waiting === 1 ? 'is' : 'are'} still being retried.`,
    );
  }
  if (health.refused > 0) {
    lines.push(
      `${inquiries(health.refused)} ${health.refused === 1 ? 'was' : 'were'} refused by the CRM and will not be sent again automatically. The reason is shown on the lead's page.`,
    );
  }
  if (lines.length === 0) return null;
  if (health.lastError) {
    lines.push(`Last error${health.lastErrorAt ? ` (${formatDate(health.lastErrorAt, 'dateTime')})` : ''}: ${health.lastError}`);
  }
  return lines;
}

export function ForwardingBanner({ health }: { health: ForwardingHealth }) {
  const lines = forwardingBannerLines(health);
  return lines ? <WarningBanner label="CRM forwarding" lines={lines} /> : null;
}
