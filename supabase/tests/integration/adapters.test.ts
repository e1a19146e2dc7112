// The production adapters against local fake servers that speak each provider's HTTP protocol
// (Zoho CRM v2 with OAuth refresh, Postmark's email API, an OpenAI-compatible chat completions
// API, a generic enrichment API), and the review summary with an AI provider and its fallback.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { zohoCrm, type StoredInquiry } from '../../functions/_shared/adapters/crm.ts';
import { postmarkEmail } from '../../functions/_shared/adapters/email.ts';
import { openAiCompatibleSummary } from '../../functions/_shared/adapters/aiSummary.ts';
import { httpEnrichment } from '../../functions/_shared/adapters/enrichment.ts';
import { DeliveryError } from '../../functions/_shared/adapters/errors.ts';
import { crmAdapter } from '../../functions/_shared/adapters/index.ts';
import summarizeReviews, { clearSummaryCache } from '../../functions/summarize-reviews/handler.ts';
import type { FunctionContext } from '../../functions/_shared/context.ts';
import { serviceClient } from '../helpers/clients.ts';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Route = (request: Received) => { status: number; body: unknown };

/** One fake provider: answers by route, keeps every request. */
async function fakeServer(route: Route) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(request);
      const reply = route(request);
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

const INQUIRY: StoredInquiry = {
  id: '6f1c2b9e-5d7a-4c1e-9f3b-2a8d4e6c0b11',
  first_name: 'Maria Elena Ruiz',
  last_name: null,
  email: 'maria@ruizplumbing.example',
  phone: '702-555-0123',
  message: 'We need payroll for 14 people.',
  service: 'do-it-for-me-payroll',
  company: null,
  employees: '6-20',
  revenue: null,
  industry: 'construction',
  hear_about_us: 'referral',
  outlet_name: null,
  media_person_name: null,
  due_date: null,
  current_software: 'xero',
  urgency: 'immediate',
  preferred_date: null,
  preferred_time: null,
  sms_consent: true,
  created_at: '2026-11-22T10:00:00Z',
};

describe('Zoho CRM adapter', () => {
  let accessTokens = 0;
  let leadStatus = 201;
  const zoho = fakeServer((request) => {
    if (request.url === '/oauth/v2/token') {
      const form = new URLSearchParams(request.body);
      if (request.headers['content-type'] !== 'application/x-www-form-urlencoded' || form.get('grant_type') !== 'refresh_token' ||
        form.get('refresh_token') !== 'refresh-1' || form.get('client_id') !== 'client-1' || form.get('client_secret') !== 'secret-1') {
        return { status: 200, body: { error: 'invalid_code' } };
      }
      accessTokens += 1;
      return { status: 200, body: { access_token: `access-${accessTokens}`, api_domain: 'https://www.zohoapis.com', token_type: 'Bearer', expires_in: 3600 } };
    }
    if (request.url === '/crm/v2/Leads/upsert' && request.method === 'POST') {
      if (request.headers.authorization !== `Zoho-oauthtoken access-${accessTokens}`) {
        return { status: 401, body: { code: 'INVALID_TOKEN', details: {}, message: 'invalid oauth token', status: 'error' } };
      }
      if (leadStatus === 400) {
        return { status: 400, body: { data: [{ code: 'MANDATORY_NOT_FOUND', details: { api_name: 'Company' }, message: 'required field not found', status: 'error' }] } };
      }
      return { status: 201, body: { data: [{ code: 'SUCCESS', duplicate_field: null, action: 'insert', details: { id: '5725767000000524157' }, message: 'record added', status: 'success' }] } };
    }
    return { status: 404, body: { code: 'INVALID_URL_PATTERN', status: 'error' } };
  });
  let server: Awaited<typeof zoho>;
  beforeAll(async () => {
    server = await zoho;
  });
  afterAll(() => server.close());

  const env = () => ({
    ZOHO_API_URL: server.url,
    ZOHO_ACCOUNTS_URL: server.url,
    ZOHO_REFRESH_TOKEN: 'refresh-1',
    ZOHO_CLIENT_ID: 'client-1',
    ZOHO_CLIENT_SECRET: 'secret-1',
    ZOHO_LEAD_SOURCE: 'Website',
  });

  it('gets a token with the refresh token, creates the lead and reuses the token', async () => {
    const adapter = zohoCrm(env());
    expect(await adapter.createLead(INQUIRY)).toEqual({ externalId: '5725767000000524157' });
    expect(await adapter.createLead(INQUIRY)).toEqual({ externalId: '5725767000000524157' });
    expect(accessTokens).toBe(1);
    const lead = server.received.find((request) => request.url === '/crm/v2/Leads/upsert')!;
    expect(lead.headers['content-type']).toBe('application/json');
    // The inquiry id is the idempotency key: in the header and as the upsert's duplicate check.
    expect(lead.headers['idempotency-key']).toBe('6f1c2b9e-5d7a-4c1e-9f3b-2a8d4e6c0b11');
    const body = JSON.parse(lead.body) as { data: Record<string, unknown>[]; trigger: string[]; duplicate_check_fields: string[] };
    expect(body.trigger).toEqual(['workflow']);
    expect(body.duplicate_check_fields).toEqual(['Inquiry_Id']);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toEqual({
      First_Name: 'Maria Elena',
      Last_Name: 'Ruiz',
      Email: 'maria@ruizplumbing.example',
      Phone: '702-555-0123',
      Company: 'Not provided',
      Industry: 'construction',
      Lead_Source: 'Website',
      Description: [
        'We need payroll for 14 people.',
        '',
        'Service: Do-It-For-Me Payroll',
        'Timeline: immediate',
        'Employees: 6-20',
        'Current software: xero',
        'Heard about us: referral',
        'SMS consent: yes',
        `Inquiry id: ${INQUIRY.id}`,
      ].join('\n'),
      Inquiry_Id: '6f1c2b9e-5d7a-4c1e-9f3b-2a8d4e6c0b11',
    });
  });

  it('names another duplicate check field when ZOHO_INQUIRY_ID_FIELD says so', async () => {
    const before = server.received.length;
    await zohoCrm({ ...env(), ZOHO_INQUIRY_ID_FIELD: 'Website_Inquiry' }).createLead(INQUIRY);
    const lead = server.received.slice(before).find((request) => request.url === '/crm/v2/Leads/upsert')!;
    const body = JSON.parse(lead.body) as { data: Record<string, unknown>[]; duplicate_check_fields: string[] };
    expect(body.duplicate_check_fields).toEqual(['Website_Inquiry']);
    expect(body.data[0]!.Website_Inquiry).toBe('6f1c2b9e-5d7a-4c1e-9f3b-2a8d4e6c0b11');
    expect(body.data[0]!.Inquiry_Id).toBeUndefined();
  });

  it('treats an expired token as retryable and a refused record as permanent', async () => {
    const expired = await zohoCrm({ ...env(), ZOHO_REFRESH_TOKEN: undefined, ZOHO_ACCESS_TOKEN: 'old' }).createLead(INQUIRY).catch((error: unknown) => error);
    expect(expired).toBeInstanceOf(DeliveryError);
    expect((expired as DeliveryError).permanent).toBe(false);
    expect((expired as DeliveryError).message).toBe('Zoho CRM answered 401 (INVALID_TOKEN: invalid oauth token)');

    leadStatus = 400;
    const refused = await zohoCrm(env()).createLead(INQUIRY).catch((error: unknown) => error);
    leadStatus = 201;
    expect((refused as DeliveryError).permanent).toBe(true);
    expect((refused as DeliveryError).message).toBe('Zoho CRM answered 400 (MANDATORY_NOT_FOUND: required field not found)');
  });

  it('reports a missing configuration instead of doing nothing', async () => {
    const error = await crmAdapter({ CRM_PROVIDER: 'zoho' }).createLead(INQUIRY).catch((failure: unknown) => failure);
    expect((error as Error).message).toMatch(/ZOHO_ACCESS_TOKEN or ZOHO_REFRESH_TOKEN/);
    const unknown = await crmAdapter({ CRM_PROVIDER: 'salesforce' }).createLead(INQUIRY).catch((failure: unknown) => failure);
    expect((unknown as Error).message).toBe("Unknown CRM_PROVIDER 'salesforce'");
  });
});

describe('Postmark email adapter', () => {
  let server: Awaited<ReturnType<typeof fakeServer>>;
  beforeAll(async () => {
    server = await fakeServer((request) => {
      if (request.url !== '/email' || request.method !== 'POST') return { status: 404, body: {} };
      if (request.headers['x-postmark-server-token'] !== 'server-token' || request.headers.accept !== 'application/json') {
        return { status: 401, body: { ErrorCode: 10, Message: 'No Account or Server API tokens were supplied in the HTTP headers.' } };
      }
      const body = JSON.parse(request.body) as { To: string };
      if (body.To === 'inactive@example.com') return { status: 422, body: { ErrorCode: 406, Message: 'You tried to send to a recipient that has been marked as inactive.' } };
      if (body.To === 'outage@example.com') return { status: 500, body: { ErrorCode: 500, Message: 'Internal server error' } };
      return { status: 200, body: { To: body.To, SubmittedAt: '2026-11-22T10:00:00Z', MessageID: 'b7bc2f4a-e38e-4336-af7d-e6c392c2f817', ErrorCode: 0, Message: 'OK' } };
    });
  });
  afterAll(() => server.close());

  const env = () => ({ POSTMARK_API_URL: server.url, POSTMARK_SERVER_TOKEN: 'server-token', EMAIL_FROM: 'Silver State Books <hello@silverstatebooks.example>' });

  it('sends the rendered subject, text and HTML the mailbox stores, with the server token', async () => {
    const result = await postmarkEmail(env()).send({
      to: 'jane@acme.example',
      templateAlias: 'calculator-confirmation',
      model: { name: 'jane', email: 'jane@acme.example', calculationType: 'Net Pay Calculator' },
      outboxMessageId: 'm-1',
    });
    expect(result).toEqual({ externalId: 'b7bc2f4a-e38e-4336-af7d-e6c392c2f817' });
    expect(JSON.parse(server.received.at(-1)!.body)).toEqual({
      From: 'Silver State Books <hello@silverstatebooks.example>',
      To: 'jane@acme.example',
      Subject: 'Your Net Pay Calculator is unlocked',
      TextBody: expect.stringContaining('Thanks for using the Net Pay Calculator from Silver State Books.'),
      HtmlBody: expect.stringContaining('Thanks for using the Net Pay Calculator from Silver State Books.'),
      MessageStream: 'outbound',
      Tag: 'calculator-confirmation',
      Metadata: { outboxMessageId: 'm-1' },
    });
  });

  it('makes an inactive recipient final and a provider outage retryable', async () => {
    const message = { templateAlias: 'inquiry-confirmation' as const, model: {} };
    const inactive = await postmarkEmail(env()).send({ ...message, to: 'inactive@example.com' }).catch((error: unknown) => error);
    expect((inactive as DeliveryError).permanent).toBe(true);
    const outage = await postmarkEmail(env()).send({ ...message, to: 'outage@example.com' }).catch((error: unknown) => error);
    expect((outage as DeliveryError).permanent).toBe(false);
    expect((outage as DeliveryError).message).toBe('Postmark answered 500 (ErrorCode 500: Internal server error)');
    const unauthorized = await postmarkEmail({ ...env(), POSTMARK_SERVER_TOKEN: 'wrong' }).send({ ...message, to: 'a@example.com' }).catch((error: unknown) => error);
    expect((unauthorized as DeliveryError).permanent).toBe(false);
  });
});

describe('enrichment adapter', () => {
  it('calls the provider with the address and keeps its JSON', async () => {
    const server = await fakeServer((request) => {
      if (request.headers.authorization !== 'Bearer enrich-key') return { status: 401, body: { error: 'unauthorized' } };
      const email = new URL(request.url, 'http://x').searchParams.get('email');
      if (email === 'unknown@nowhere.example') return { status: 404, body: { error: 'not found' } };
      return { status: 200, body: { person: { email }, company: { name: 'Acme', employees: 12 } } };
    });
    try {
      const adapter = httpEnrichment({ ENRICHMENT_URL: `${server.url}/v1/lookup?email={email}`, ENRICHMENT_API_KEY: 'enrich-key' });
      expect(await adapter.enrich('jane+calc@acme.example')).toEqual({
        provider: 'http',
        found: true,
        data: { person: { email: 'jane+calc@acme.example' }, company: { name: 'Acme', employees: 12 } },
      });
      expect(server.received[0]!.url).toBe('/v1/lookup?email=jane%2Bcalc%40acme.example');
      expect(await adapter.enrich('unknown@nowhere.example')).toEqual({ provider: 'http', found: false, domain: 'nowhere.example' });
      const refused = await httpEnrichment({ ENRICHMENT_URL: `${server.url}/v1/lookup` }).enrich('a@b.example').catch((error: unknown) => error);
      expect((refused as Error).message).toBe('Enrichment provider answered 401');
    } finally {
      await server.close();
    }
  });
});

describe('AI review summary', () => {
  let aiUp = true;
  let server: Awaited<ReturnType<typeof fakeServer>>;
  beforeAll(async () => {
    server = await fakeServer((request) => {
      if (request.url !== '/v1/chat/completions' || request.headers.authorization !== 'Bearer ai-key') {
        return { status: 401, body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } } };
      }
      if (!aiUp) return { status: 503, body: { error: { message: 'The server is overloaded', type: 'server_error' } } };
      const body = JSON.parse(request.body) as { model: string; messages: { role: string; content: string }[] };
      return {
        status: 200,
        body: {
          id: 'chatcmpl-1',
          object: 'chat.completion',
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: ` Clients praise fast payroll help (${body.messages.length} messages). ` }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        },
      };
    });
  });
  afterAll(() => server.close());
  beforeEach(() => clearSummaryCache());

  const env = () => ({ AI_SUMMARY_PROVIDER: 'openai-compatible', AI_SUMMARY_URL: `${server.url}/v1`, AI_SUMMARY_API_KEY: 'ai-key', AI_SUMMARY_MODEL: 'summary-model' });

  it('sends the reviews to the chat completions API', async () => {
    const summary = await openAiCompatibleSummary(env()).summarize([
      { author_first_name: 'Ana', company_or_trade: 'Bakery', rating: 5, body: 'Payroll is\nfinally easy.', review_date: '2026-01-01' },
    ]);
    expect(summary).toBe('Clients praise fast payroll help (2 messages).');
    const body = JSON.parse(server.received.at(-1)!.body) as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe('summary-model');
    expect(body.messages[0]!.role).toBe('system');
    expect(body.messages[1]).toEqual({ role: 'user', content: 'Reviews (1):\n- 5/5 (Bakery): Payroll is finally easy.' });
  });

  it('answers with the AI summary, and falls back to the computed one when the provider fails', async () => {
    const context = { admin: serviceClient(), env: env() } as unknown as FunctionContext;
    const { count } = await serviceClient().from('reviews').select('id', { count: 'exact', head: true });

    const ai = await summarizeReviews(new Request('http://functions.test/summarize-reviews?t=1'), context);
    expect(await ai.json()).toEqual({
      tldr: 'Clients praise fast payroll help (2 messages).',
      error: null,
      meta: { error: null, isAiGenerated: true, reviewCount: count, averageRating: expect.any(Number) },
    });

    clearSummaryCache();
    aiUp = false;
    const fallback = (await (await summarizeReviews(new Request('http://functions.test/summarize-reviews?t=2'), context)).json()) as {
      tldr: string;
      error: null;
      meta: { error: string; isAiGenerated: boolean; reviewCount: number };
    };
    aiUp = true;
    expect(fallback.error).toBeNull();
    expect(fallback.meta.isAiGenerated).toBe(false);
    expect(fallback.meta.reviewCount).toBe(count);
    expect(fallback.meta.error).toBe(
      'AI summary unavailable (AI provider answered 503: The server is overloaded); showing a summary computed from the reviews.',
    );
    expect(fallback.tldr).toContain(`Based on ${count} client reviews`);
  });
});
