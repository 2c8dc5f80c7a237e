/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  type TOptions = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    workers?: number;
    headers?: Record<string, string>;
  };
  type THistogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
  type TResult = {
    requests: THistogram & { total: number };
    latency: THistogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  function autocannon(options: TOptions): Promise<TResult>;
  export default autocannon;
}
