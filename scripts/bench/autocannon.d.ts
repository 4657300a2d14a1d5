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
  };
  type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string> };
  export default function autocannon(options: Options): Promise<Result>;
}
