import { config } from 'zod/mini';

// The gateway's CSP forbids eval. Without `jitless`, zod probes `new Function` on its first object parse
// and the browser reports a CSP violation (the probe's error itself is swallowed). Every module that
// parses with a contracts schema imports this first (today: features/auth/auth-validation.ts).
config({ jitless: true });
