import { config } from 'zod/mini';

// The gateway's CSP forbids eval. Without `jitless`, zod probes `new Function` on its first object parse
// and the browser reports a CSP violation (the probe's error itself is swallowed). Imported first thing
// in main.tsx, so it holds for every schema the app parses with (checked by main.spec.tsx).
config({ jitless: true });
