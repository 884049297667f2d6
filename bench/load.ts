/** autocannon runs measured from both ends: requests per second seen by the client, CPU spent by the server process. */
import autocannon, { type Request } from 'autocannon';
import { cpuMicros } from './server-process';

export interface LoadFigures {
  rps: number;
  requests: number;
  failures: number;
  p50: number;
  p99: number;
}

export interface LoadPlan {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** A request sequence each connection repeats; plain GETs of `url` when absent. */
  requests?: Request[];
}

/** Several plans at once against one server; figures per plan, and server CPU (µs) per completed request overall. */
export async function mixedLoad(
  serverPid: number,
  plans: LoadPlan[],
): Promise<{ perPlan: LoadFigures[]; cpuPerRequest: number }> {
  const cpuBefore = cpuMicros(serverPid);
  const results = await Promise.all(
    plans.map((plan) =>
      autocannon({
        url: plan.url,
        connections: plan.connections,
        duration: plan.seconds,
        headers: plan.headers,
        requests: plan.requests,
      }),
    ),
  );
  const cpu = cpuMicros(serverPid) - cpuBefore;
  const perPlan = results.map((result) => ({
    rps: result.requests.average,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
  }));
  const total = perPlan.reduce((sum, plan) => sum + plan.requests, 0);
  return { perPlan, cpuPerRequest: total > 0 ? cpu / total : NaN };
}

/** One plan alone. */
export async function loadWithCpu(serverPid: number, plan: LoadPlan): Promise<LoadFigures & { cpuPerRequest: number }> {
  const { perPlan, cpuPerRequest } = await mixedLoad(serverPid, [plan]);
  return { ...perPlan[0]!, cpuPerRequest };
}
