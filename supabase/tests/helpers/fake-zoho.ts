// A local fake Zoho CRM speaking the v2 Leads upsert protocol the adapter uses: POST
// /crm/v2/Leads/upsert with the OAuth header, one record, duplicate_check_fields naming the
// Inquiry_Id field and an Idempotency-Key header equal to that field's value. Like Zoho it honours
// the duplicate check: a second upsert with the same Inquiry_Id updates the record it made. It can
// be down (500 for everything) and can accept a lead and then drop the connection, as a network
// that loses the answer would. (Deno's fetch itself sends a POST again when a reused keep-alive
// connection closes without an answer, so a lost answer may be followed by a client-level retry
// before the outbox sees any error: exactly the duplicate the upsert key prevents.)
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeZohoRecord {
  id: string;
  inquiryId: string;
  email: string;
  /** Upserts that reached this record (1 = made once and never touched again). */
  writes: number;
}

export interface FakeZoho {
  url: string;
  up: boolean;
  /** How long each answer is held back, as a slow CRM would (milliseconds). */
  answerDelayMs: number;
  /** Records by Inquiry_Id: one per key, however often it was sent. */
  records: Map<string, FakeZohoRecord>;
  /** Emails of the records the fake created, in order (a second lead for a key would show twice). */
  accepted: string[];
  /** Upserts answered with 'record updated' (the key was known). */
  updates: number;
  refusedWhileDown: number;
  /** Requests that broke the protocol (wrong path, header or body). */
  protocolErrors: string[];
  /** Emails whose next n accepted upserts are stored and then answered by a dropped connection. */
  dropAnswers: Map<string, number>;
  droppedAnswers: number;
  close(): Promise<void>;
}

export const INQUIRY_ID_FIELD = 'Inquiry_Id';

export async function startFakeZoho(token: string): Promise<FakeZoho> {
  const fake: Omit<FakeZoho, 'url' | 'close'> = {
    up: false,
    answerDelayMs: 0,
    records: new Map(),
    accepted: [],
    updates: 0,
    refusedWhileDown: 0,
    protocolErrors: [],
    dropAnswers: new Map(),
    droppedAnswers: 0,
  };
  let nextId = 5_000_000_000_000_000;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const reply = (status: number, body: unknown) => {
        setTimeout(() => {
          res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' });
          res.end(JSON.stringify(body));
        }, fake.answerDelayMs);
      };
      if (req.method !== 'POST' || req.url !== '/crm/v2/Leads/upsert') {
        fake.protocolErrors.push(`${req.method} ${req.url}`);
        return reply(404, { code: 'INVALID_URL_PATTERN', details: {}, message: 'Please check if the URL trying to access is a correct one', status: 'error' });
      }
      if (req.headers.authorization !== `Zoho-oauthtoken ${token}`) {
        fake.protocolErrors.push(`authorization ${req.headers.authorization}`);
        return reply(401, { code: 'INVALID_TOKEN', details: {}, message: 'invalid oauth token', status: 'error' });
      }
      let body: { data?: Record<string, unknown>[]; duplicate_check_fields?: unknown } | undefined;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        body = undefined;
      }
      const record = body?.data?.[0];
      if (!record || typeof record.Last_Name !== 'string' || typeof record.Email !== 'string' || typeof record.Company !== 'string') {
        fake.protocolErrors.push('body');
        return reply(400, { data: [{ code: 'MANDATORY_NOT_FOUND', details: { api_name: 'Last_Name' }, message: 'required field not found', status: 'error' }] });
      }
      const key = record[INQUIRY_ID_FIELD];
      if (
        JSON.stringify(body?.duplicate_check_fields) !== JSON.stringify([INQUIRY_ID_FIELD]) ||
        typeof key !== 'string' ||
        req.headers['idempotency-key'] !== key
      ) {
        fake.protocolErrors.push(`duplicate check ${JSON.stringify(body?.duplicate_check_fields)} ${String(key)} ${String(req.headers['idempotency-key'])}`);
        return reply(400, { data: [{ code: 'INVALID_DATA', details: { api_name: 'duplicate_check_fields' }, message: 'invalid data', status: 'error' }] });
      }
      if (!fake.up) {
        fake.refusedWhileDown += 1;
        return reply(500, { code: 'INTERNAL_ERROR', details: {}, message: 'Internal Server Error', status: 'error' });
      }
      const now = new Date().toISOString();
      let stored = fake.records.get(key);
      const action = stored ? 'update' : 'insert';
      if (stored) {
        stored.writes += 1;
        fake.updates += 1;
      } else {
        nextId += 1;
        stored = { id: String(nextId), inquiryId: key, email: record.Email, writes: 1 };
        fake.records.set(key, stored);
        fake.accepted.push(record.Email);
      }
      const drops = fake.dropAnswers.get(record.Email) ?? 0;
      if (drops > 0) {
        fake.dropAnswers.set(record.Email, drops - 1);
        // Stored, but the caller never hears of it.
        fake.droppedAnswers += 1;
        req.socket.destroy();
        return;
      }
      return reply(action === 'insert' ? 201 : 200, {
        data: [
          {
            code: 'SUCCESS',
            duplicate_field: action === 'insert' ? null : INQUIRY_ID_FIELD,
            action,
            details: { Modified_Time: now, Modified_By: { name: 'API', id: '1' }, Created_Time: now, id: stored.id, Created_By: { name: 'API', id: '1' } },
            message: action === 'insert' ? 'record added' : 'record updated',
            status: 'success',
          },
        ],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as FakeZoho;
}
