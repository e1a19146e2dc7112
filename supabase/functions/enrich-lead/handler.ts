// enrich-lead (the calculator's email gate): stores the calculator lead first,
// then adds what the enrichment adapter knows about the address, then mails the confirmation
// itself (no caller can ask for an email: send-email is for the server only). The email holds no
// text the caller wrote: the calculator's name comes from a fixed list, the greeting is generic. Answers { error } on failure,
// as the gate shows it; a failing enrichment provider never loses the lead.
import { json, type FunctionContext } from '../_shared/context.ts';
import { clientAddress, numberSetting, isPlainObject, isStorableText, likeLiteral, readJsonBody, withinLimit } from '../_shared/request.ts';
import { enrichmentAdapter, type Enrichment } from '../_shared/adapters/index.ts';
import { deliverNow, enqueue } from '../_shared/outbox.ts';
import { isValidEmail } from '../_shared/contracts/contact/inquiry.ts';


export const ENRICH_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  badRequest: 'Send { "email": "you@company.com" } as JSON.',
  tooLarge: 'The request is too large.',
  tooMany: 'Too many requests from this address. Please wait a few minutes and try again.',
  unknownCalculator: 'calculationType must be one of: Net Pay Calculator.',
  failed: 'Failed to process request',
} as const;

const WINDOW_MS = 10 * 60 * 1000;

/** The calculators behind the gate; any other name is refused rather than mailed. */
export const CALCULATION_TYPES = ['Net Pay Calculator'] as const;

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim() !== '' && value.length <= max && isStorableText(value) ? value.trim() : null;
}

export default async function enrichLead(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Send the request with POST.' }, { status: 405, headers: { Allow: 'POST' } });
  const body = await readJsonBody(request, 8 * 1024);
  if (!body.ok) {
    return json({ error: body.reason === 'too_large' ? ENRICH_MESSAGES.tooLarge : ENRICH_MESSAGES.badRequest }, {
      status: body.reason === 'too_large' ? 413 : 400,
    });
  }
  if (!isPlainObject(body.value)) return json({ error: ENRICH_MESSAGES.badRequest }, { status: 400 });
  const { email: rawEmail, name, calculationType, sourcePath } = body.value;
  if (rawEmail === undefined || rawEmail === null || (typeof rawEmail === 'string' && rawEmail.trim() === '')) {
    return json({ error: ENRICH_MESSAGES.emailRequired }, { status: 400 });
  }
  const email = typeof rawEmail === 'string' ? rawEmail.trim() : '';
  if (!isValidEmail(email)) return json({ error: ENRICH_MESSAGES.emailInvalid }, { status: 400 });
  const calculation = calculationType === undefined || calculationType === null ? CALCULATION_TYPES[0] : calculationType;
  if (typeof calculation !== 'string' || !(CALCULATION_TYPES as readonly string[]).includes(calculation)) {
    return json({ error: ENRICH_MESSAGES.unknownCalculator }, { status: 400 });
  }

  const limit = numberSetting(context.env, 'ENRICH_MAX_PER_IP', 30);
  if (!(await withinLimit(context.admin, 'enrich:address', clientAddress(request), limit, WINDOW_MS / 1000))) {
    return json({ error: ENRICH_MESSAGES.tooMany }, { status: 429 });
  }
  const perEmail = numberSetting(context.env, 'ENRICH_MAX_PER_EMAIL', 5);
  const recent = await context.admin
    .from('calculator_leads')
    .select('id', { count: 'exact', head: true })
    .ilike('email', likeLiteral(email))
    .gte('created_at', new Date(Date.now() - WINDOW_MS).toISOString());
  if (!recent.error && (recent.count ?? 0) >= perEmail) return json({ error: ENRICH_MESSAGES.tooMany }, { status: 429 });

  const path = text(sourcePath, 2048);
  const stored = await context.admin
    .from('calculator_leads')
    .insert({
      email,
      name: text(name, 100) ?? email.split('@')[0]?.slice(0, 100) ?? null,
      calculation_type: calculation,
      source_path: path && path.startsWith('/') ? path : '/tools/netpay-calculator',
    })
    .select('id')
    .single();
  if (stored.error || !stored.data) {
    console.error('[enrich-lead] could not store the lead:', stored.error?.message);
    return json({ error: ENRICH_MESSAGES.failed }, { status: stored.error?.code?.startsWith('23') ? 400 : 503 });
  }
  const leadId = (stored.data as { id: string }).id;

  const adapter = enrichmentAdapter(context.env);
  let enrichment: Enrichment;
  try {
    enrichment = await adapter.enrich(email);
  } catch (error) {
    // The lead is kept; the failure is recorded with it instead of the provider's data.
    enrichment = { provider: adapter.name, error: (error as Error).message.slice(0, 500) };
  }
  const updated = await context.admin.from('calculator_leads').update({ enrichment }).eq('id', leadId);
  if (updated.error) console.error('[enrich-lead] enrichment not saved:', updated.error.message);

  // The confirmation: one per lead, delivered now if the provider answers, else by the outbox.
  const emailKey = `email:calculator-confirmation:${leadId}`;
  try {
    await enqueue(context, 'email', { templateAlias: 'calculator-confirmation', to: email, model: { calculationType: calculation }, leadId }, emailKey);
    await deliverNow(context, emailKey);
  } catch (error) {
    console.error('[enrich-lead] confirmation not queued:', (error as Error).message);
  }

  return json({ success: true, leadId, enrichment });
}
