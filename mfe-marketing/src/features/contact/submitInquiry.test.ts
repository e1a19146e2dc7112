import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyInquiry } from '@firm/shared-contracts/inquiry';
import { closedUrl, startLeadServer, type LeadTestServer } from './testServer.ts';
import { nonJsonFailureMessage, submitInquiry } from './submitInquiry.ts';

const longText = `<html><body>${'Bad gateway. '.repeat(20)}</body></html>`;
let server: LeadTestServer;

beforeAll(async () => {
  server = await startLeadServer({
    '/json-ok': { status: 200, contentType: 'application/json', body: JSON.stringify({ message: 'Lead created.' }) },
    '/json-ok-empty': { status: 200, contentType: 'application/json; charset=utf-8', body: '{}' },
    '/text-ok': { status: 200, contentType: 'text/plain', body: 'OK' },
    '/json-fail': { status: 422, contentType: 'application/json', body: JSON.stringify({ message: 'Email is invalid.' }) },
    '/json-fail-empty': { status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'x' }) },
    '/text-fail': { status: 502, contentType: 'text/html', body: longText },
    '/broken-json-fail': { status: 500, contentType: 'application/json', body: '{"message":' },
  });
});

afterAll(async () => {
  await server.close();
});

const inquiry = { ...emptyInquiry('payroll'), firstName: 'Maria', lastName: 'Lopez', email: 'maria@shop.com', message: 'Hi' };

describe('submitInquiry', () => {
  it('posts the whole inquiry as JSON', async () => {
    await submitInquiry(inquiry, server.url('/json-ok'));
    expect(server.received.at(-1)).toEqual({ path: '/json-ok', body: inquiry });
  });

  it('shows the JSON message of a success', async () => {
    expect(await submitInquiry(inquiry, server.url('/json-ok'))).toEqual({ ok: true, message: 'Lead created.' });
  });

  it('falls back to the success text when the JSON has no message', async () => {
    expect(await submitInquiry(inquiry, server.url('/json-ok-empty'))).toEqual({
      ok: true,
      message: 'Your inquiry has been sent successfully! We will get back to you shortly.',
    });
  });

  it('treats a non-JSON success as success', async () => {
    expect(await submitInquiry(inquiry, server.url('/text-ok'))).toEqual({
      ok: true,
      message: 'Your inquiry has been sent successfully! We will get back to you shortly.',
    });
  });

  it('shows the JSON message of a failure', async () => {
    expect(await submitInquiry(inquiry, server.url('/json-fail'))).toEqual({ ok: false, message: 'Email is invalid.' });
  });

  it("falls back to 'Failed to process your request.' when a JSON failure has no message", async () => {
    expect(await submitInquiry(inquiry, server.url('/json-fail-empty'))).toEqual({
      ok: false,
      message: 'Failed to process your request.',
    });
  });

  it('describes a non-JSON failure with its status and the first 100 characters', async () => {
    const outcome = await submitInquiry(inquiry, server.url('/text-fail'));
    expect(outcome).toEqual({
      ok: false,
      message: `Server responded with non-JSON content or an unexpected format. Status: 502. Response: ${longText.slice(0, 100)}`,
    });
    expect(outcome.message.endsWith('Bad gateway. Bad gateway. Bad gateway. Bad gateway. Bad gateway. Bad gatewa')).toBe(true);
    expect(await submitInquiry(inquiry, server.url('/broken-json-fail'))).toEqual({
      ok: false,
      message: nonJsonFailureMessage(500, '{"message":'),
    });
  });

  it('shows the generic message when the request never completes', async () => {
    expect(await submitInquiry(inquiry, await closedUrl())).toEqual({
      ok: false,
      message: 'There was a problem submitting your message. Please try again.',
    });
  });
});
