/** Minimal types for compression (Express's middleware), as server.mjs uses it. */
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
  export default function compression(options?: { threshold?: number | string }): Middleware;
}
