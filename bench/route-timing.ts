import type { FastifyInstance } from 'fastify';

// The timing of a list route shared by the benches: warm-up rounds, then timed
// rounds through the real route (fastify inject, bearer token), reported as the
// median, p95 and fastest, with the list's Content-Range.

const WARM_UP = 3;

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median_ms: Number(at(0.5).toFixed(2)), p95_ms: Number(at(0.95).toFixed(2)), min_ms: Number(sorted[0].toFixed(2)) };
}

export type RouteTiming = ReturnType<typeof stats> & { total: string };

/** Times `GET url` as the bearer of `token`: `rounds` timed requests after the warm-up. */
export async function timeRoute(app: FastifyInstance, name: string, url: string, token: string, rounds: number): Promise<RouteTiming> {
  const samples: number[] = [];
  let total = '';
  for (let round = 0; round < rounds + WARM_UP; round++) {
    const t0 = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const elapsed = performance.now() - t0;
    if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
    total = String(response.headers['content-range']);
    if (round >= WARM_UP) samples.push(elapsed);
  }
  return { ...stats(samples), total };
}
