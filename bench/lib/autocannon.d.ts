declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    requests?: Array<{
      method?: 'GET' | 'POST' | 'PUT';
      path?: string;
      setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
    }>;
  }
  interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    /** Present on the requests histogram: how many were answered. */
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
