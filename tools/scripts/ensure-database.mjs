// Creates the Postgres database named in the URL when it does not exist yet (trust or password auth).
// usage: node tools/scripts/ensure-database.mjs postgres://user@host:5432/name [--recreate]
import pg from 'pg';

const url = new URL(process.argv[2] ?? '');
const recreate = process.argv.includes('--recreate');
const name = url.pathname.slice(1);
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name "${name}"`);

const admin = new URL(url);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
try {
  if (recreate) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (rowCount === 0) {
    await client.query(`CREATE DATABASE ${name}`);
    console.log(`[db] created database ${name}`);
  }
} finally {
  await client.end();
}
