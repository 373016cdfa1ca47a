import type { DataSource } from 'typeorm';
import { runMigrations } from '../database/run-migrations';

/**
 * `node main.js migrate` runs the service's migrations and exits — for k8s Jobs. Returns false when
 * no command was given, so the caller starts the service.
 */
export async function runCliCommand(
  argv: string[],
  dataSource: () => DataSource,
  schema: string,
): Promise<boolean> {
  const command = argv[2];
  if (command === undefined) return false;
  if (command !== 'migrate') {
    process.stderr.write(`Unknown command "${command}". Usage: main.js [migrate]\n`);
    process.exit(2);
  }
  const source = dataSource();
  await source.initialize();
  try {
    const applied = await runMigrations(source, schema);
    process.stdout.write(
      applied.length > 0 ? `Applied: ${applied.join(', ')}\n` : 'No pending migrations.\n',
    );
  } finally {
    await source.destroy();
  }
  return true;
}
