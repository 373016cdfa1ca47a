// Child process: runs one autocannon measurement and sends the result to the parent over IPC. Load
// generation takes a whole core on its own, so it must not run inside the bench's (or a server's) process.
import autocannon from 'autocannon';

const reply = (message) => process.send(message, () => process.exit(0));

process.once('message', (options) => {
  const instance = autocannon(options, (error, result) => {
    if (error) reply({ type: 'error', message: error.stack ?? String(error) });
    else reply({ type: 'result', result });
  });
  // The parent asks for an early end (Ctrl+C): autocannon still reports what it measured so far.
  process.once('SIGTERM', () => instance.stop());
});
// The parent went away (crash): stop firing requests.
process.on('disconnect', () => process.exit(0));
