import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PostmarkCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakePostmark {
  /** `http://127.0.0.1:<port>`: give it to the client as its API. */
  url: string;
  calls: PostmarkCall[];
  /** The next answers' status and body (Postmark's error shape for a failure; a list for a batch). */
  answerWith: (status: number, body?: Record<string, unknown> | Record<string, unknown>[]) => void;
  close: () => Promise<void>;
}

/**
 * A stand-in for Postmark's HTTP API on loopback: it records every request and answers as
 * `POST /email` and `POST /email/batch` do (one answer per message of a batch), so tests run the
 * real `postmark` client without the network.
 */
export async function startFakePostmark(): Promise<FakePostmark> {
  const calls: PostmarkCall[] = [];
  let status = 200;
  let answer: Record<string, unknown> | Record<string, unknown>[] | undefined;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const parsed = (text ? JSON.parse(text) : {}) as Record<string, unknown> | Record<string, unknown>[];
      // A batch's body is a list of messages; it is recorded as `{ messages }`.
      const body = Array.isArray(parsed) ? { messages: parsed } : parsed;
      calls.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
      const accepted = (message: Record<string, unknown>, index: number) => ({
        To: message.To,
        SubmittedAt: new Date().toISOString(),
        MessageID: `fake-${calls.length}-${index}`,
        ErrorCode: 0,
        Message: 'OK',
      });
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify(answer ?? (Array.isArray(parsed) ? parsed.map(accepted) : accepted(parsed, 0))),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answerWith: (nextStatus, body) => {
      status = nextStatus;
      answer = body;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
