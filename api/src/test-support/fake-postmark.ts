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
  /** The next answers' status and body (Postmark's error shape for a failure). */
  answerWith: (status: number, body?: Record<string, unknown>) => void;
  close: () => Promise<void>;
}

/**
 * A stand-in for Postmark's HTTP API on loopback: it records every request and answers as
 * `POST /email` does, so tests run the real `postmark` client without the network.
 */
export async function startFakePostmark(): Promise<FakePostmark> {
  const calls: PostmarkCall[] = [];
  let status = 200;
  let answer: Record<string, unknown> | undefined;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      calls.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify(
          answer ?? {
            To: body.To,
            SubmittedAt: new Date().toISOString(),
            MessageID: `fake-${calls.length}`,
            ErrorCode: 0,
            Message: 'OK',
          },
        ),
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
