import { existsSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

// CPU profiles for the benchmarks (BENCH_PROFILE=<file>): where an API process's time goes, by package and function.

/** A CPU profile of this process's main thread (the API's, when it runs in the benchmark's process). */
export async function startProfile() {
  const session = new Session();
  session.connect();
  const post = <T>(method: string, params?: object) =>
    new Promise<T>((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result as T))));
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 200 });
  await post('Profiler.start');
  return {
    async stop() {
      const { profile } = await post<{ profile: CpuProfile }>('Profiler.stop');
      session.disconnect();
      return profile;
    },
  };
}

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** Writes the profile (for Chrome's DevTools) and prints self time by package and by function. */
export function summariseProfile(profile: CpuProfile, file: string, whose = 'API main thread') {
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(profile));
  const total = profile.nodes.reduce((sum, node) => sum + node.hitCount, 0);
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { url, functionName, lineNumber } = node.callFrame;
    const where = url.includes('node_modules/') ? url.split('node_modules/').pop()!.split('/').slice(0, url.includes('node_modules/@') ? 2 : 1).join('/')
      : url.startsWith('node:') ? 'node core' : url ? 'project' : functionName || '(vm)';
    byPackage.set(where, (byPackage.get(where) ?? 0) + node.hitCount);
    const name = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + node.hitCount);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, hits]) => `  ${((100 * hits) / total).toFixed(1).padStart(5)}%  ${name}`);
  console.log(`\n${whose}, self time by package (profile in ${file}):\n${top(byPackage, 15).join('\n')}`);
  console.log(`By function:\n${top(byFunction, 25).join('\n')}\n`);
}
