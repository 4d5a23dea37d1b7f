import { benchmarks } from './registry';

// `npm run bench -- <name>`: prints a table and writes bench/results/<name>.json. Benchmarks are not tests.
async function main(): Promise<void> {
  const name = process.argv[2];
  const bench = name ? benchmarks[name] : undefined;
  if (!bench) {
    console.error(`Usage: npm run bench -- <${Object.keys(benchmarks).join('|')}>`);
    process.exit(2);
  }
  await bench();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
