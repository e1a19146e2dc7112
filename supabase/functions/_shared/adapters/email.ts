// Transactional email adapters. Local default: the mailbox_messages table keeps every message
// with its rendered subject, text and HTML. Production: Postmark, sent the same rendering.
import type { SupabaseClient } from '@supabase/supabase-js';
import { renderEmail, type EmailTemplateAlias, type TemplateModel } from '../emailTemplates.ts';
import { baseUrl, DeliveryError, providerJson, PROVIDER_TIMEOUT_MS, type Env } from './errors.ts';

/** A file sent with an email (a calendar invite), its content as text. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface EmailMessage {
  to: string;
  templateAlias: EmailTemplateAlias;
  model: TemplateModel;
  attachments?: EmailAttachment[];
  /** The outbox message carrying it: at most one mailbox copy per outbox message. */
  outboxMessageId?: string;
}

export interface EmailAdapter {
  readonly name: string;
  /** Sends (or stores) the message; returns the provider's id for it. Throws DeliveryError. */
  send(message: EmailMessage): Promise<{ externalId: string }>;
}

/** UTF-8 text as base64, as Postmark takes attachment content. */
function base64Text(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function localMailbox(admin: SupabaseClient): EmailAdapter {
  return {
    name: 'local-mailbox',
    async send(message) {
      const rendered = renderEmail(message.templateAlias, message.model);
      const row = {
        to_email: message.to,
        template: message.templateAlias,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        attachments: (message.attachments ?? []).map((file) => ({ ...file })),
        outbox_message_id: message.outboxMessageId ?? null,
      };
      const query = message.outboxMessageId
        ? admin.from('mailbox_messages').upsert(row, { onConflict: 'outbox_message_id', ignoreDuplicates: true })
        : admin.from('mailbox_messages').insert(row);
      const { data, error } = await query.select('id');
      if (error) throw new DeliveryError(`Mailbox insert failed: ${error.message}`);
      const id = (data as { id: string }[] | null)?.[0]?.id;
      return { externalId: id ? `mailbox:${id}` : `mailbox:outbox:${message.outboxMessageId}` };
    },
  };
}

/**
 * Postmark: POST {api}/email with X-Postmark-Server-Token, carrying the subject, text and HTML
 * renderEmail makes, the same the local mailbox stores and the tests read, so the wording sent is
 * the wording tested (no template kept in step on Postmark's side). From is EMAIL_FROM (a
 * confirmed sender signature).
 */
export function postmarkEmail(env: Env, fetchImpl: typeof fetch = fetch): EmailAdapter {
  const apiUrl = baseUrl(env.POSTMARK_API_URL, 'https://api.postmarkapp.com');
  return {
    name: 'postmark',
    async send(message) {
      const token = env.POSTMARK_SERVER_TOKEN;
      const from = env.EMAIL_FROM;
      if (!token || !from) throw new DeliveryError('Postmark is selected but POSTMARK_SERVER_TOKEN or EMAIL_FROM is not set');
      const rendered = renderEmail(message.templateAlias, message.model);
      const response = await fetchImpl(`${apiUrl}/email`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-Postmark-Server-Token': token,
        },
        body: JSON.stringify({
          From: from,
          To: message.to,
          Subject: rendered.subject,
          TextBody: rendered.text,
          HtmlBody: rendered.html,
          MessageStream: env.POSTMARK_MESSAGE_STREAM || 'outbound',
          Tag: message.templateAlias,
          Metadata: message.outboxMessageId ? { outboxMessageId: message.outboxMessageId } : undefined,
          Attachments: message.attachments?.length
            ? message.attachments.map((file) => ({ Name: file.filename, Content: base64Text(file.content), ContentType: file.contentType }))
            : undefined,
        }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      const body = (await providerJson(response, 'Postmark')) as { ErrorCode?: number; Message?: string; MessageID?: string };
      if (response.ok && body.ErrorCode === 0 && body.MessageID) return { externalId: body.MessageID };
      throw new DeliveryError(
        `Postmark answered ${response.status} (ErrorCode ${body.ErrorCode ?? '?'}: ${body.Message ?? ''})`,
        // Only a refused recipient is final (300 invalid request, 406 inactive recipient); sender
        // problems (400) are fixed in Postmark and then the retry goes through.
        response.status === 422 && (body.ErrorCode === 300 || body.ErrorCode === 406),
      );
    },
  };
}
