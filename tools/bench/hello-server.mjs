// Child process: the bare node:http baseline. Answers every request with a short text and reports its
// port to the parent over IPC. Runs in its own process so it never shares an event loop with the bench.
import http from 'node:http';

const body = Buffer.from('hello world');
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': body.length });
  response.end(body);
});

server.listen(0, '127.0.0.1', () => process.send?.({ type: 'ready', port: server.address().port }));

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The parent went away (crash, Ctrl+C): do not linger.
process.on('disconnect', stop);
