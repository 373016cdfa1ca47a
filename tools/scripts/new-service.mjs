#!/usr/bin/env node
// Creates a new NATS service: the Nx project apps/<name> (module, env, data source, first migration,
// health), its line in tools/app-registry.cjs, its ping subject in libs/contracts, its docker-compose
// service, its k8s base folder, overlay entries and example Secret, and its Dockerfile entries.
//   node tools/scripts/new-service.mjs <something>-service [--port 3005] [--schema something] [--dry-run]
// Port: the registry's highest + 1; schema: the name without -service (dashes become _).
// Then: docs/architecture.md, "Adding a service".
import path from 'node:path';
import { planService, writeService } from './new-service/generate.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

function parseArgs(argv) {
  const options = { name: undefined, port: undefined, schema: undefined, dryRun: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--port') options.port = Number(argv[(i += 1)]);
    else if (arg === '--schema') options.schema = argv[(i += 1)];
    else if (arg === '--dry-run') options.dryRun = true;
    else if (!arg.startsWith('-') && !options.name) options.name = arg;
    else throw new Error(`unknown argument "${arg}"`);
  }
  if (!options.name)
    throw new Error('usage: node tools/scripts/new-service.mjs <something>-service [--port N] [--schema S]');
  if (options.port !== undefined && !(Number.isInteger(options.port) && options.port > 0))
    throw new Error('--port needs a port number');
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const plan = planService(ROOT, options);
  const { name, port, schema, short } = plan.names;
  if (options.dryRun) {
    console.log(`would write (port ${port}, schema ${schema}):\n  ${Object.keys(plan.files).join('\n  ')}`);
    return;
  }
  const written = await writeService(ROOT, plan);
  console.log(`${name}: health port ${port}, Postgres schema ${schema}, NATS subjects ${short}.*`);
  console.log(`written:\n  ${written.join('\n  ')}`);
  console.log(`
next:
  1. apps/${name}/src: the first migration's table, entities, feature modules (docs/architecture.md,
     "Adding a service"); its subjects and their types in libs/contracts/src/subjects.ts
  2. npx nx run ${name}:build && npx nx run-many -t lint typecheck -p ${name}
  3. bash tools/scripts/validate-deploy.sh
  4. docs/architecture.md: a row in the project and service tables`);
}

main().catch((error) => {
  console.error(`new-service: ${error.message}`);
  process.exitCode = 1;
});
