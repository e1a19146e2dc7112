// A real local HTTP server standing in for the lead endpoint in tests: each path answers one
// way, and every request body is kept for the assertions.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Reply {
  status: number;
  contentType: string;
  body: string;
  /** Wait this long before answering (lets a test see the submitting state). */
  delayMs?: number;
}

export interface LeadTestServer {
  url(path: string): string;
  received: { path: string; body: unknown }[];
  close(): Promise<void>;
}

export async function startLeadServer(routes: Record<string, Reply>): Promise<LeadTestServer> {
  const received: LeadTestServer['received'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // keep the raw text
      }
      received.push({ path: req.url ?? '', body });
      const reply = routes[req.url ?? ''] ?? { status: 404, contentType: 'text/plain', body: 'Not found' };
      setTimeout(() => {
        res.writeHead(reply.status, {
          'Content-Type': reply.contentType,
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': 'Content-Type',
        });
        res.end(req.method === 'OPTIONS' ? '' : reply.body);
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL nothing listens on: the request fails before any answer. */
export async function closedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/functions/v1/create-zoho-lead`;
}
