// Static analysis of the built web app: the gzipped JS a signed-out visitor downloads before the first
// screen, and how many chunks the routes are split into.
import { benchWebDistDir } from '../lib/system.mjs';
import { analyzeWebBundle } from '../lib/web-bundle.mjs';

const KiB = 1024;

/** @type {import('../scenarios.mjs').Scenario} */
export default {
  name: 'web-bundle',
  title: 'Web bundle',
  measures: 'gzipped JS of the signed-out entry (index.html → static imports) and the number of JS chunks',
  needsSystem: false,
  async run(ctx) {
    const bundle = await analyzeWebBundle(benchWebDistDir());
    for (const chunk of bundle.initial) {
      ctx.log(`  loads ${chunk.file.padEnd(40)} ${(chunk.gzipBytes / KiB).toFixed(2).padStart(7)} KiB gzip`);
    }
    return {
      data: bundle,
      metrics: [
        {
          label: 'signed-out entry JS (gzip)',
          value: bundle.initialGzipBytes / KiB,
          unit: 'KiB',
          digits: 1,
          target: { op: '<=', value: 120 },
          note: `${bundle.initial.length} files, ${bundle.initialGzipBytes} B`,
        },
        {
          label: 'JS chunks',
          value: bundle.jsChunks,
          digits: 0,
          note: `${bundle.jsChunks - bundle.initial.length} loaded on demand`,
        },
        { label: 'all JS (gzip)', value: bundle.allJsGzipBytes / KiB, unit: 'KiB', digits: 1 },
      ],
    };
  },
};
