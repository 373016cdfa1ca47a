// Child process: runs one autocannon measurement and sends the result to the parent over IPC. Load
// generation takes a whole core on its own, so it must not run inside the bench's (or a server's) process.
import autocannon from 'autocannon';

const reply = (message) => process.send(message, () => process.exit(0));

/** `bodies`: send these request bodies in turn (e.g. one chat session per body), instead of one fixed body. */
function withRotatingBodies({ bodies, ...options }) {
  if (!bodies || bodies.length === 0) return options;
  let next = 0;
  return {
    ...options,
    requests: [
      {
        method: options.method,
        setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
      },
    ],
  };
}

process.once('message', (message) => {
  const instance = autocannon(withRotatingBodies(message), (error, result) => {
    if (error) reply({ type: 'error', message: error.stack ?? String(error) });
    else reply({ type: 'result', result });
  });
  // The parent asks for an early end (Ctrl+C): autocannon still reports what it measured so far.
  process.once('SIGTERM', () => instance.stop());
});
// The parent went away (crash): stop firing requests.
process.on('disconnect', () => process.exit(0));
