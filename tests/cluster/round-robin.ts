import { type Server, createServer, request as httpRequest } from 'node:http';

/**
 * A small round-robin load balancer for the two-instance test: each request goes to the next
 * instance in turn, with no stickiness, as a real balancer without session affinity would send
 * it (docs/operations.md "Several instances"). Headers (`Host` too, as a balancer in front of
 * the public name keeps it) and bodies pass through unchanged.
 */
export interface RoundRobin {
  readonly url: string;
  /** Which instance (0, 1, …) answered each request so far, in order. */
  readonly served: number[];
  close(): Promise<void>;
}

export function startRoundRobin(targets: readonly string[]): Promise<RoundRobin> {
  let next = 0;
  const served: number[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % targets.length;
    served.push(index);
    const target = new URL(incoming.url ?? '/', targets[index]);
    const forwarded = httpRequest(target, { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => {
      outgoing.writeHead(502).end();
    });
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        served,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
