// The npm registry reachable from our machines carries only the Linux builds of some native packages
// (@swc/core-*, @unrs/resolver-binding-*). `npm install` then leaves the other platforms' optional
// packages out of package-lock.json, and `npm ci` refuses such a lock. This script adds the missing
// entries with the os/cpu their names state, so npm ci skips them on Linux x64 exactly as it would
// with a complete lock. Run it after every `npm install` that changes package-lock.json.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'netbsd',
  'openbsd',
  'aix',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!os && !cpu) return null;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
}

const path = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;
const added = [];

for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[hoisted] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added.push(`${name}@${version}`);
  }
}

if (process.argv.includes('--check')) {
  if (added.length > 0) {
    console.error(
      `[lock] package-lock.json lacks ${added.length} platform entries; run node tools/scripts/complete-lockfile.mjs`,
    );
    process.exit(1);
  }
  console.log('[lock] complete');
  process.exit(0);
}

if (added.length > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(
  added.length > 0 ? `[lock] added ${added.length} platform entries: ${added.join(', ')}` : '[lock] complete',
);
