// @ts-check
/**
 * `npm run bench`, throughput (issue 18 item 3): requests per second of each URL with autocannon,
 * one URL at a time on the same server, so a server-rendered page and a static file are measured
 * side by side under the same conditions. Browsers ask for compressed pages, so the requests
 * carry `Accept-Encoding: br, gzip` like theirs.
 */
import autocannon from 'autocannon';

/**
 * @param {string} url
 * @param {{ seconds?: number, connections?: number }} [options]
 * @returns {Promise<{ url: string, rps: number, errors: number, non2xx: number, p99Ms: number }>}
 */
export async function throughput(url, { seconds = 5, connections = 16 } = {}) {
  const headers = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
  await autocannon({ url, connections, duration: 1, headers }); // warm-up: caches filled, JIT warm
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return { url, rps: Math.round(result.requests.average), errors: result.errors, non2xx: result.non2xx, p99Ms: result.latency.p99 };
}
