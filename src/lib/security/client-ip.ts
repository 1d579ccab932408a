/**
 * The visitor's IP. Behind load balancers the socket address is the balancer's, so with
 * `TRUSTED_PROXY_HOPS=n` the address n hops from the right of X-Forwarded-For is taken (each
 * trusted proxy appends the address it saw; anything further left is the client's to forge).
 * Rate limits, region rules and the region screen depend on this being right.
 */
export function clientIpFrom(forwardedFor: string | null, socketIp: string | undefined, trustedHops: number): string | undefined {
  if (trustedHops <= 0 || !forwardedFor) return socketIp;
  const hops = forwardedFor
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return hops[hops.length - trustedHops] ?? hops[0] ?? socketIp;
}
