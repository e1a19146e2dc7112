// The notices staff ask for under Notices in their portal profile (staffNotices.ts builds their
// models). To staff, who read the same in the portal: the visitor's own words are included,
// escaped like every text of an email.
import type { TemplateModel } from './emailTemplates.ts';

export const STAFF_NOTICE_TEMPLATES = [
  'staff-new-inquiry',
  'staff-new-booking',
  'staff-booking-changed',
  'staff-lead-assigned',
  'staff-daily-digest',
] as const;
export type StaffNoticeTemplate = (typeof STAFF_NOTICE_TEMPLATES)[number];

export function isStaffNoticeTemplate(alias: string): alias is StaffNoticeTemplate {
  return (STAFF_NOTICE_TEMPLATES as readonly string[]).includes(alias);
}

function person(model: TemplateModel): string {
  return [model.visitorName, model.company].filter(Boolean).join(', ') || model.visitorEmail || 'A visitor';
}

/** 'free Payroll consultation', or 'free consultation' without a service. */
function consultation(model: TemplateModel): string {
  return model.serviceLabel ? `free ${model.serviceLabel} consultation` : 'free consultation';
}

/** A notice's subject, its lines, and the closing line saying why it came and where to stop it. */
export function staffNotice(alias: StaffNoticeTemplate, model: TemplateModel): { subject: string; lines: string[]; closing: string } {
  const hello = `Hi ${model.recipientName || 'there'},`;
  const who = person(model);
  const closing = `You get this email because you asked for it under Notices in your portal profile${model.profileUrl ? ` (${model.profileUrl})` : ''}.`;
  switch (alias) {
    case 'staff-new-inquiry':
      return {
        subject: `New ${model.serviceLabel || 'website'} inquiry from ${who}`,
        lines: [
          hello,
          `${who} sent a ${model.serviceLabel || 'General Contact'} inquiry from the website.`,
          [`Email: ${model.visitorEmail ?? ''}`, ...(model.visitorPhone ? [`Phone: ${model.visitorPhone}`] : [])].join('\n'),
          `Their message:\n${model.message ?? ''}`,
          `Everything they told us, and what they did before: ${model.link ?? ''}`,
        ],
        closing,
      };
    case 'staff-new-booking':
      return {
        subject: `New consultation: ${who}, ${model.whenFirm ?? ''}`,
        lines: [
          hello,
          `${who} (${model.visitorEmail ?? ''}) booked a ${consultation(model)} with ${model.staffName || 'the team'}.`,
          `When: ${model.whenFirm ?? ''}`,
          `The lead: ${model.link ?? ''}`,
        ],
        closing,
      };
    case 'staff-booking-changed': {
      const cancelled = model.changed === 'cancelled';
      return {
        subject: cancelled ? `Cancelled: ${who}'s consultation` : `Moved: ${who}'s consultation, now ${model.whenFirm ?? ''}`,
        lines: [
          hello,
          cancelled
            ? `The ${consultation(model)} of ${who} with ${model.staffName || 'the team'} on ${model.whenFirm ?? ''} is cancelled.`
            : `The ${consultation(model)} of ${who} with ${model.staffName || 'the team'} has moved to ${model.whenFirm ?? ''}.`,
          `The lead: ${model.link ?? ''}`,
        ],
        closing,
      };
    }
    case 'staff-lead-assigned':
      return {
        subject: `${model.assignedBy || 'A colleague'} gave you a lead: ${who}`,
        lines: [
          hello,
          `${model.assignedBy || 'A colleague'} made you the owner of the lead ${who} (${model.visitorEmail ?? ''}).`,
          ...(model.nextStep ? [`Next step: ${model.nextStep}`] : []),
          `The lead: ${model.link ?? ''}`,
        ],
        closing,
      };
    case 'staff-daily-digest':
      return {
        subject: `Your day: ${model.day ?? ''}`,
        lines: [
          hello,
          `Calls today and tomorrow:\n${model.calls || 'None booked.'}`,
          `New leads in the last 24 hours:\n${model.newLeads || 'None.'}`,
          `Next steps due (yours and leads without an owner):\n${model.nextSteps || 'None due.'}`,
          `All leads: ${model.link ?? ''}`,
        ],
        closing,
      };
  }
}
