// The signed-out entry as the running gateway delivers it: index.html and the JS and CSS it loads up
// front, requested with `Accept-Encoding: br, gzip` like a browser, counted as bytes on the wire.
import { measureEntryOnTheWire } from '../lib/web-wire.mjs';

const KiB = 1024;
const kib = (bytes) => `${(bytes / KiB).toFixed(2).padStart(7)} KiB`;

/** @type {import('../scenarios.mjs').Scenario} */
export default {
  name: 'web-wire',
  title: 'Web delivery',
  measures:
    'bytes on the wire of the signed-out entry (index.html + its JS and CSS, Accept-Encoding: br, gzip) from the gateway',
  needsSystem: true,
  async run(ctx) {
    const entry = await measureEntryOnTheWire(ctx.system.baseUrl);
    for (const file of entry.files) {
      ctx.log(
        `  ${file.path.padEnd(40)} ${kib(file.wireBytes)} on the wire (${file.encoding.padEnd(8)}) ` +
          `${kib(file.bytes)} decoded`,
      );
    }
    const uncompressed = entry.files.filter((file) => file.encoding === 'identity' && file.bodyBytes > 1024);
    if (uncompressed.length > 0) {
      ctx.warn(`sent uncompressed: ${uncompressed.map((file) => file.path).join(', ')}`);
    }
    const withoutVary = entry.files.filter((file) => !/accept-encoding/i.test(file.vary ?? ''));
    if (withoutVary.length > 0) {
      ctx.warn(`no Vary: Accept-Encoding on ${withoutVary.map((file) => file.path).join(', ')}`);
    }
    const encodings = Object.entries(
      entry.files.reduce(
        (counts, file) => ({ ...counts, [file.encoding]: (counts[file.encoding] ?? 0) + 1 }),
        {},
      ),
    )
      .map(([encoding, count]) => `${encoding} × ${count}`)
      .join(', ');
    const gzipFigure = ctx.results.get('web-bundle')?.data?.initialGzipBytes ?? entry.jsGzipBytes;
    return {
      data: entry,
      metrics: [
        {
          label: 'signed-out entry on the wire',
          value: entry.wireBytes / KiB,
          unit: 'KiB',
          digits: 1,
          target: { op: '<=', value: 120 },
          note: `${entry.files.length} files (html, JS, CSS), ${entry.wireBytes} B incl. headers; ${encodings}`,
        },
        {
          label: 'its JS on the wire',
          value: entry.jsWireBytes / KiB,
          unit: 'KiB',
          digits: 1,
          note: `gzip size of the same JS: ${(gzipFigure / KiB).toFixed(1)} KiB`,
        },
        {
          label: 'decoded (uncompressed) size',
          value: entry.bytes / KiB,
          unit: 'KiB',
          digits: 1,
        },
      ],
    };
  },
};
