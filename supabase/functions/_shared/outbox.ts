// The outbox: work for third parties (CRM leads, emails) is stored first and delivered by
// whoever claims it — the request that stored it (right away) or the worker (retries with
// exponential back-off). A claim is one UPDATE ... WHERE status = 'pending' that leases the
// message and counts the attempt; a finish only counts for the attempt holding the claim, so a
// message is never delivered twice by two workers, and a dedupe key stops it being queued twice.
//
// A CRM lead that used up its retries while the CRM was down is parked as failed-transient, not
// dropped: the next successful CRM delivery re-drives every parked lead (finish_outbox_message does
// it in the same transaction), and while leads are parked each run tries one of them as a probe
// (at most once per OUTBOX_PROBE_SECONDS), so they go out once the CRM answers again even if no
// new inquiry arrives. A lead the CRM refused for its content stays failed with its reason.
import type { FunctionContext } from './context.ts';
import type { Json } from './contracts/supabase/database.types.ts';
import type { Tables } from './contracts/supabase/schema.ts';
import { crmAdapter, DeliveryError, emailAdapter, type EmailAttachment } from './adapters/index.ts';
import type { EmailMessage } from './adapters/email.ts';
import { reminderEmail } from './booking/reminders.ts';
import { isAuthEmailTemplate, isEmailTemplate } from './emailTemplates.ts';
import { staffNoticeEmail } from './staffNotices.ts';
import { numberSetting, within } from './request.ts';

/** An outbox_messages row; failure_kind is set while failed: transient (parked) or permanent. */
export type OutboxMessage = Tables<'outbox_messages'>;

/** What a message carries: a JSON object (stored as jsonb). */
export type OutboxPayload = { [key: string]: Json | undefined };

function payloadOf(message: OutboxMessage): OutboxPayload {
  const { payload } = message;
  return payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? payload : {};
}

/** A template's model from a payload: its text values (the templates read nothing else). */
function templateModel(value: Json | undefined): Record<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The attachments of a payload: the entries with a text filename, content type and content. */
function attachments(value: Json | undefined): EmailAttachment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) =>
    entry !== null && typeof entry === 'object' && !Array.isArray(entry) &&
    typeof entry.filename === 'string' && typeof entry.contentType === 'string' && typeof entry.content === 'string'
      ? [{ filename: entry.filename, contentType: entry.contentType, content: entry.content }]
      : [],
  );
}

export interface OutboxSettings {
  /** First retry delay; each further attempt doubles it (capped at an hour). */
  retryBaseSeconds: number;
  /** After this many attempts a message is failed. */
  maxAttempts: number;
  /** How long a claim keeps other workers off a message. */
  leaseSeconds: number;
  /** While CRM leads are parked, how often one of them is tried as a probe. */
  probeSeconds: number;
}

export function outboxSettings(env: FunctionContext['env']): OutboxSettings {
  return {
    retryBaseSeconds: numberSetting(env, 'OUTBOX_RETRY_BASE_SECONDS', 30),
    maxAttempts: Math.max(1, numberSetting(env, 'OUTBOX_MAX_ATTEMPTS', 10)),
    leaseSeconds: Math.max(1, numberSetting(env, 'OUTBOX_LEASE_SECONDS', 120)),
    probeSeconds: Math.max(0, numberSetting(env, 'OUTBOX_PROBE_SECONDS', 60)),
  };
}

export async function enqueue(
  context: FunctionContext,
  kind: string,
  payload: OutboxPayload,
  dedupeKey: string,
): Promise<OutboxMessage> {
  const { data, error } = await context.admin.rpc('enqueue_outbox_message', {
    message_kind: kind,
    message_payload: payload,
    message_dedupe_key: dedupeKey,
  });
  if (error) throw new Error(`Could not queue ${kind}: ${error.message}`);
  return data;
}

async function claim(context: FunctionContext, max: number, dedupeKey: string | null): Promise<OutboxMessage[]> {
  const { data, error } = await context.admin.rpc('claim_outbox_messages', {
    max_messages: max,
    lease_seconds: outboxSettings(context.env).leaseSeconds,
    // Left out, the function's default (null) claims any due message.
    only_dedupe_key: dedupeKey ?? undefined,
  });
  if (error) throw new Error(`Could not claim outbox messages: ${error.message}`);
  return data ?? [];
}

/** One parked CRM lead to try now, if leads are parked and no probe ran in the last probeSeconds. */
async function claimProbe(context: FunctionContext): Promise<OutboxMessage | undefined> {
  const settings = outboxSettings(context.env);
  const { data, error } = await context.admin.rpc('claim_crm_probe', {
    lease_seconds: settings.leaseSeconds,
    probe_seconds: settings.probeSeconds,
  });
  if (error) throw new Error(`Could not claim a CRM probe: ${error.message}`);
  return data?.[0];
}

async function finish(
  context: FunctionContext,
  message: OutboxMessage,
  outcome: { ok: true; deliveredTo: string; externalId: string } | { ok: false; error: string; permanent: boolean },
): Promise<OutboxMessage | undefined> {
  const settings = outboxSettings(context.env);
  const { data, error } = await context.admin.rpc('finish_outbox_message', {
    message_id: message.id,
    attempt: message.attempts,
    succeeded: outcome.ok,
    // Each left out when it does not apply (the function's default is null).
    error_text: outcome.ok ? undefined : outcome.error,
    delivered_by: outcome.ok ? outcome.deliveredTo : undefined,
    external_ref: outcome.ok ? outcome.externalId : undefined,
    retry_base_seconds: settings.retryBaseSeconds,
    max_attempts: settings.maxAttempts,
    // A permanent failure ends the message now and is never re-driven.
    permanent: !outcome.ok && outcome.permanent,
  });
  if (error) throw new Error(`Could not record the outcome of outbox message ${message.id}: ${error.message}`);
  // A finish that no longer holds the claim changes nothing and answers a row without an id.
  return data?.id ? data : undefined;
}

/**
 * An email rendered at delivery from the rows as they then are: a read that fails is retried
 * later; a render that finds nothing to say (null) completes the message without mail.
 */
async function sendRenderedWhenDue(
  context: FunctionContext,
  message: OutboxMessage,
  render: (context: FunctionContext, payload: OutboxPayload) => Promise<Omit<EmailMessage, 'outboxMessageId'> | null>,
  nothingToSend: string,
): Promise<{ deliveredTo: string; externalId: string }> {
  let email;
  try {
    email = await render(context, payloadOf(message));
  } catch (error) {
    throw new DeliveryError((error as Error).message);
  }
  if (!email) return { deliveredTo: 'none', externalId: nothingToSend };
  const adapter = emailAdapter(context.env, context.admin);
  const { externalId } = await adapter.send({ ...email, outboxMessageId: message.id });
  return { deliveredTo: adapter.name, externalId };
}

async function deliver(context: FunctionContext, message: OutboxMessage): Promise<{ deliveredTo: string; externalId: string }> {
  if (message.kind === 'crm.lead') {
    const inquiryId = payloadOf(message).inquiryId;
    if (typeof inquiryId !== 'string') throw new DeliveryError('crm.lead message without inquiryId', true);
    const { data, error } = await context.admin.from('contact_inquiries').select('*').eq('id', inquiryId).maybeSingle();
    if (error) throw new DeliveryError(`Could not read inquiry ${inquiryId}: ${error.message}`);
    if (!data) throw new DeliveryError(`Inquiry ${inquiryId} no longer exists`, true);
    const adapter = crmAdapter(context.env);
    const { externalId } = await adapter.createLead(data);
    return { deliveredTo: adapter.name, externalId };
  }
  if (message.kind === 'email') {
    const payload = payloadOf(message);
    const { templateAlias, to, model } = payload;
    // Auth's mails (one-time links) are sent by the auth-email function only, never from the outbox.
    if (!isEmailTemplate(templateAlias) || isAuthEmailTemplate(templateAlias) || typeof to !== 'string') {
      throw new DeliveryError('email message without a known template or recipient', true);
    }
    const adapter = emailAdapter(context.env, context.admin);
    const { externalId } = await adapter.send({
      to,
      templateAlias,
      model: templateModel(model),
      attachments: attachments(payload.attachments),
      outboxMessageId: message.id,
    });
    return { deliveredTo: adapter.name, externalId };
  }
  if (message.kind === 'booking.reminder') {
    // Rendered when due, from the booking as it then is; none for a booking cancelled or moved.
    return sendRenderedWhenDue(context, message, reminderEmail, 'booking changed: no reminder');
  }
  if (message.kind === 'staff.notice') {
    // None when the recipient no longer wants it or a later change superseded the event.
    return sendRenderedWhenDue(context, message, staffNoticeEmail, 'no longer called for');
  }
  throw new DeliveryError(`Unknown outbox message kind '${message.kind}'`, true);
}

/** Delivers one claimed message and records the outcome; never throws for a delivery failure. */
async function attempt(context: FunctionContext, message: OutboxMessage): Promise<OutboxMessage | undefined> {
  try {
    const delivered = await deliver(context, message);
    return await finish(context, message, { ok: true, ...delivered });
  } catch (error) {
    const permanent = error instanceof DeliveryError && error.permanent;
    const text = error instanceof Error ? error.message : String(error);
    return finish(context, message, { ok: false, error: text, permanent });
  }
}

/**
 * Delivers the message with this dedupe key now, if it is pending and due and nobody else holds
 * it. Answers its status afterwards ('pending' also when another worker holds it).
 */
export async function deliverNow(context: FunctionContext, dedupeKey: string): Promise<OutboxMessage['status'] | 'busy'> {
  const [message] = await claim(context, 1, dedupeKey);
  if (!message) return 'busy';
  const result = await attempt(context, message);
  return result?.status ?? 'busy';
}

/**
 * Hands work to the runtime to finish after the answer is sent: EdgeRuntime.waitUntil, which the
 * hosted Edge Runtime offers (and the local one, supabase/local/edge-runtime/main.ts). False where
 * there is no such runtime (the handlers run in-process by tests).
 */
function finishAfterAnswer(work: Promise<unknown>): boolean {
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil?: (promise: Promise<unknown>) => void } }).EdgeRuntime;
  if (typeof runtime?.waitUntil !== 'function') return false;
  runtime.waitUntil(work);
  return true;
}

/**
 * What a request does after storing a visitor's inquiry or booking: queues its email (before
 * answering, so it is never lost), then delivers the messages named in `deliver` (the email, and a
 * new inquiry's CRM lead) after the answer, through EdgeRuntime.waitUntil: the visitor never waits
 * for the CRM or the mail provider. Without that runtime the request waits for them at most the
 * milliseconds of the `waitSetting` (4000 by default). Whatever is not delivered, or fails, is
 * left for process-outbox. Failures are logged under `log`, never thrown: the visitor's request
 * has succeeded by then.
 */
export async function queueEmailAndDeliver(
  context: FunctionContext,
  email: { payload: OutboxPayload; dedupeKey: string },
  options: { deliver: readonly string[]; waitSetting: string; log: string },
): Promise<void> {
  try {
    await enqueue(context, 'email', email.payload, email.dedupeKey);
  } catch (error) {
    console.error(`[${options.log}] ${email.dedupeKey} not queued:`, (error as Error).message);
  }
  const deliveries = Promise.all(
    options.deliver.map((key) =>
      deliverNow(context, key).catch((error: unknown) => {
        console.error(`[${options.log}] ${key} left for the outbox worker:`, (error as Error).message);
      }),
    ),
  );
  if (!finishAfterAnswer(deliveries)) await within(numberSetting(context.env, options.waitSetting, 4000), deliveries);
}

export interface ProcessReport {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
  /** Parked CRM leads tried as a probe (counted in claimed, and in sent or failed). */
  probed: number;
}

/**
 * Works through due messages in batches until none is due (or maxMessages were handled). Then, if
 * CRM leads are parked and a probe is due, tries one; when it goes through, the others are back in
 * the queue and are delivered in the same run.
 */
export async function processOutbox(
  context: FunctionContext,
  options: { batchSize?: number; maxMessages?: number } = {},
): Promise<ProcessReport> {
  const batchSize = options.batchSize ?? 20;
  const maxMessages = options.maxMessages ?? 500;
  const report: ProcessReport = { claimed: 0, sent: 0, retrying: 0, failed: 0, probed: 0 };
  const count = (result: OutboxMessage | undefined) => {
    if (result?.status === 'sent') report.sent += 1;
    else if (result?.status === 'failed') report.failed += 1;
    else report.retrying += 1;
  };
  let probing = true;
  while (report.claimed < maxMessages) {
    const batch = await claim(context, Math.min(batchSize, maxMessages - report.claimed), null);
    if (batch.length > 0) {
      report.claimed += batch.length;
      const results = await Promise.all(batch.map((message) => attempt(context, message)));
      results.forEach(count);
      continue;
    }
    if (!probing) break;
    probing = false;
    const probe = await claimProbe(context);
    if (!probe) break;
    report.claimed += 1;
    report.probed += 1;
    const result = await attempt(context, probe);
    count(result);
    if (result?.status !== 'sent') break;
  }
  return report;
}
