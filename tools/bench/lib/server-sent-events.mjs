// The contracts' `text/event-stream` parser (libs/contracts/src/common/server-sent-events.ts, the one the web
// app and the test harness use) for the bench, which runs as plain Node without a TypeScript build: esbuild
// strips the types of that file (it imports nothing) once at load and the module is imported from memory.
import { transform } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const SOURCE = path.resolve(import.meta.dirname, '../../../libs/contracts/src/common/server-sent-events.ts');

const { code } = await transform(await readFile(SOURCE, 'utf8'), {
  loader: 'ts',
  format: 'esm',
  target: 'node20',
  sourcefile: SOURCE,
});
const parserModule = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

/** `new ServerSentEventParser()`: `feed(text)` → the events the text completed, `end()` → the last one. */
export const ServerSentEventParser = parserModule.ServerSentEventParser;
