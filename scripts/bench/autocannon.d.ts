// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; total: number; p50: number; p99: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number } | undefined>;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    /** Replace `[<id>]` in the request with a unique id each time. */
    idReplacement?: boolean;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
