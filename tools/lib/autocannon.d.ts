// The part of autocannon's programmatic API the bench and the drills use (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; mean: number; total: number; p50: number; p99: number; max: number };
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer };
  type Context = Record<string, unknown>;
  type Request = RawRequest & {
    setupRequest?: (request: RawRequest, context: Context) => RawRequest;
    onResponse?: (status: number, body: string, context: Context, headers: Record<string, string>) => void;
  };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    resets: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    /** Replace `[<id>]` in the request with a unique id each time. */
    idReplacement?: boolean;
  };
  export default function autocannon(options: Options): Promise<Result> & { stop(): void };
}
