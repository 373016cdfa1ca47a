// A local OpenAI-compatible HTTP double for tests, the bench and the e2e suite (node:http only, no deps).
//
//   POST /v1/chat/completions      JSON answer, or Server-Sent Events when `stream: true` (OpenAI's chunk
//                                  format, `usage` chunk when `stream_options.include_usage`, `data: [DONE]`)
//   POST /v1/audio/transcriptions  multipart upload → `{ text }`
//   anything else under /v1        404 with an OpenAI-style error body
//
// Control endpoints for a double running as its own process (e2e, bench):
//   GET /__double/requests, POST /__double/behaviour (JSON partial behaviour), POST /__double/reset
//
// As a process: `node tools/system/openai-double.cjs --port 4010` prints `openai-double listening on <baseUrl>`.
// Environment knobs (process mode): OPENAI_DOUBLE_PORT, OPENAI_DOUBLE_HOST, OPENAI_DOUBLE_REPLY,
// OPENAI_DOUBLE_FIRST_TOKEN_DELAY_MS, OPENAI_DOUBLE_CHUNK_DELAY_MS, OPENAI_DOUBLE_STATUS,
// OPENAI_DOUBLE_MALFORMED, OPENAI_DOUBLE_HANG, OPENAI_DOUBLE_TRANSCRIPT, OPENAI_DOUBLE_TRANSCRIPTION_STATUS,
// OPENAI_DOUBLE_MAX_LOGGED.
const http = require('node:http');

/** Questions of the default reply: plausible, short, German, picked deterministically from the request. */
const DEFAULT_QUESTIONS = [
  'Danke für Ihre Offenheit. Wie hat sich Ihr Alltag seitdem konkret verändert?',
  'Verstehe. Was war aus Ihrer Sicht der wichtigste Grund für Ihr damaliges Verhalten?',
  'Wie stellen Sie heute sicher, dass sich so etwas nicht wiederholt?',
  'Können Sie mir eine Situation beschreiben, in der Sie früher anders reagiert hätten als heute?',
  'Wer in Ihrem Umfeld unterstützt Sie bei Ihrer Veränderung, und wie?',
];

const DEFAULT_TRANSCRIPT = 'Ich habe seit zwei Jahren keinen Alkohol mehr getrunken.';

const DEFAULT_BEHAVIOUR = Object.freeze({
  /** string or (requestBody) => string; undefined = the deterministic default */
  reply: undefined,
  firstTokenDelayMs: 0,
  chunkDelayMs: 0,
  /** HTTP status of chat completions; anything but 200 answers an OpenAI-style error body. */
  status: 200,
  /** Not-JSON content for json_schema requests, garbage for chat. */
  malformed: false,
  /** Never answer (the client's timeout has to end it). */
  hang: false,
  transcript: DEFAULT_TRANSCRIPT,
  transcriptionStatus: 200,
  /**
   * In-process only: `(index) => promise`, awaited before word chunk `index` (from 0) of a stream is written —
   * lets a test send the next word only once it has seen the previous one, instead of timing the chunks.
   */
  beforeChunk: undefined,
});

function hashText(text) {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash;
}

function messageText(content) {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => (part && part.text) || '').join('');
  return '';
}

function lastUserMessage(body) {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i] && messages[i].role === 'user') return messageText(messages[i].content);
  }
  return '';
}

function isJsonSchemaRequest(body) {
  return Boolean(body.response_format && body.response_format.type === 'json_schema');
}

/**
 * A schema-valid simulation report. Quotes are taken from transcript lines that start with a speaker
 * label for the user ("Person:", "Teilnehmer:", "Antwort:", "User:"), else from the start of the user message.
 */
function defaultReport(body) {
  const transcript = lastUserMessage(body);
  const answers = [];
  for (const line of transcript.split('\n')) {
    const match = /^\s*(?:person|teilnehmer(?:in)?|antwort|user|sie|ich)\s*:\s*(.+)$/i.exec(line);
    if (match && match[1].trim()) answers.push(match[1].trim());
  }
  if (answers.length === 0 && transcript.trim()) answers.push(transcript.trim().slice(0, 80));
  const quote = (i) => (answers.length === 0 ? [] : [answers[i % answers.length].slice(0, 120)]);
  const criterion = (name, label, score, i) => ({
    criterion: name,
    label,
    score,
    assessment: `Die Antworten zeigen Ansätze, bleiben aber an einigen Stellen allgemein (${label}).`,
    quotes: quote(i),
  });
  return {
    verdict: 'negative',
    summary:
      'In dieser Übung wirken Ihre Antworten ehrlich, aber noch nicht durchgehend konkret. Das ist eine Einschätzung dieser Übung und keine Vorhersage des echten Gutachtens.',
    criteria: [
      criterion('problemInsight', 'Problemeinsicht', 6, 0),
      criterion('behaviourChange', 'Verhaltensänderung', 5, 1),
      criterion('stability', 'Stabilität und Rückfallprävention', 5, 2),
      criterion('consistency', 'Widerspruchsfreiheit', 7, 3),
    ],
    practice: [
      'Beschreiben Sie drei konkrete Veränderungen Ihres Alltags mit Zeitpunkt und Beispiel.',
      'Schreiben Sie Ihre wichtigsten Risikosituationen auf und je eine Strategie dafür.',
      'Erzählen Sie den Ablauf des Delikts einmal vollständig und ohne Beschönigung.',
    ],
  };
}

function defaultReply(body) {
  if (isJsonSchemaRequest(body)) return JSON.stringify(defaultReport(body));
  const messages = Array.isArray(body.messages) ? body.messages.length : 0;
  const index = (hashText(lastUserMessage(body)) + messages) % DEFAULT_QUESTIONS.length;
  return DEFAULT_QUESTIONS[index];
}

function estimateTokens(text) {
  return Math.max(1, Math.ceil(text.length / 4));
}

function usageFor(body, reply) {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const prompt = messages.reduce((sum, m) => sum + estimateTokens(messageText(m && m.content)), 0);
  const completion = estimateTokens(reply);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

/** Splits text into word chunks whose concatenation is the text. */
function wordChunks(text) {
  return text.split(/(?<=\s)(?=\S)/).filter((chunk) => chunk.length > 0);
}

function openAiError(status) {
  const type =
    status === 401
      ? 'invalid_request_error'
      : status === 429
        ? 'rate_limit_exceeded'
        : status >= 500
          ? 'server_error'
          : 'invalid_request_error';
  return {
    error: {
      message: status >= 500 ? 'The server had an error while processing your request.' : 'Request failed.',
      type,
      param: null,
      code: null,
    },
  };
}

function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Minimal multipart/form-data parser: text fields and the file parts' name, type and size. */
function parseMultipart(buffer, contentType) {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType || '');
  const result = { fields: {}, files: {} };
  if (!match) return result;
  const boundary = Buffer.from(`--${match[1] || match[2]}`);
  let start = buffer.indexOf(boundary);
  while (start !== -1) {
    const partStart = start + boundary.length;
    if (buffer.slice(partStart, partStart + 2).toString() === '--') break;
    const next = buffer.indexOf(boundary, partStart);
    if (next === -1) break;
    addMultipartPart(result, buffer.slice(partStart + 2, next - 2)); // skip CRLF after boundary and before the next
    start = next;
  }
  return result;
}

/** One part of a multipart body (headers, blank line, content) into `result.fields` or `result.files`. */
function addMultipartPart(result, part) {
  const headerEnd = part.indexOf('\r\n\r\n');
  if (headerEnd === -1) return;
  const headers = part.slice(0, headerEnd).toString('utf8');
  const content = part.slice(headerEnd + 4);
  const name = (/name="([^"]*)"/i.exec(headers) || [])[1];
  const filename = (/filename="([^"]*)"/i.exec(headers) || [])[1];
  const type = (/content-type:\s*([^\r\n]+)/i.exec(headers) || [])[1];
  if (name === undefined) return;
  if (filename !== undefined)
    result.files[name] = { filename, contentType: type || null, size: content.length };
  else result.fields[name] = content.toString('utf8');
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

// --- state of one double ---

/**
 * The behaviour, the request log and the completion counter of one double; its `api` (see startOpenAiDouble)
 * and the control endpoints change them.
 */
function createState(options) {
  const initial = { ...DEFAULT_BEHAVIOUR, ...(options.behaviour || {}) };
  const maxLogged = options.maxLogged === undefined ? 1000 : options.maxLogged;
  const state = {
    behaviour: { ...initial },
    /** Kept as the same array for the double's lifetime: `api.requests` is this one. */
    requests: [],
    completions: 0,
    log(entry) {
      if (maxLogged <= 0) return;
      state.requests.push(entry);
      if (state.requests.length > maxLogged) state.requests.splice(0, state.requests.length - maxLogged);
    },
    setBehaviour(partial) {
      state.behaviour = { ...state.behaviour, ...partial };
    },
    reset() {
      state.behaviour = { ...initial };
      state.requests.length = 0;
    },
  };
  return state;
}

// --- POST /v1/chat/completions ---

const INVALID_JSON_ERROR = {
  error: { message: 'We could not parse the JSON body of your request.', type: 'invalid_request_error' },
};
/** `malformed` content of a json_schema request: not JSON at all. */
const MALFORMED_REPORT = '{"verdict": "vielleicht", "criteria": [';
/** `malformed` non-streaming chat answer: a 200 whose body is no chat completion at all. */
const MALFORMED_COMPLETION = '{"object":"chat.completion","choices":[]}';
/** `malformed` streaming chat answer after the first chunk: a frame that is not JSON. */
const MALFORMED_FRAME = 'data: {"choices": [ {"delta": garbage\n\n';
const DONE_FRAME = 'data: [DONE]\n\n';
const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
};

/** Logs the request, then answers as the behaviour of that moment says (later changes do not affect it). */
async function handleChatCompletions(state, req, res, raw) {
  let body;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return sendJson(res, 400, INVALID_JSON_ERROR);
  }
  state.log({ path: req.url, body });
  const current = state.behaviour;
  if (current.hang) return; // the socket stays open until the client gives up or close() ends it
  if (current.status !== 200) return sendChatError(res, current);
  const completion = newCompletion(state, body, current);
  return body.stream ? streamCompletion(res, current, completion) : sendCompletion(res, current, completion);
}

/** The behaviour's `status` (not 200) with an OpenAI-style error body, after the first-token delay. */
async function sendChatError(res, behaviour) {
  if (behaviour.firstTokenDelayMs > 0) await delay(behaviour.firstTokenDelayMs);
  return sendJson(res, behaviour.status, openAiError(behaviour.status));
}

/** The assistant's content for this request: malformed, the behaviour's reply, or the default. */
function replyText(behaviour, body, jsonSchema) {
  if (behaviour.malformed) return jsonSchema ? MALFORMED_REPORT : '';
  if (typeof behaviour.reply === 'function') return String(behaviour.reply(body));
  if (typeof behaviour.reply === 'string') return behaviour.reply;
  return defaultReply(body);
}

/** What one answered completion is made of; numbers it `chatcmpl-double<n>`. */
function newCompletion(state, body, behaviour) {
  const jsonSchema = isJsonSchemaRequest(body);
  const reply = replyText(behaviour, body, jsonSchema);
  state.completions += 1;
  return {
    id: `chatcmpl-double${state.completions}`,
    created: Math.floor(Date.now() / 1000),
    model: typeof body.model === 'string' ? body.model : 'gpt-4o-mini',
    reply,
    jsonSchema,
    usage: usageFor(body, reply),
    includeUsage: Boolean(body.stream_options && body.stream_options.include_usage),
  };
}

/** Non-streaming: the whole chat completion as JSON after the first-token delay. */
async function sendCompletion(res, behaviour, completion) {
  if (behaviour.firstTokenDelayMs > 0) await delay(behaviour.firstTokenDelayMs);
  if (res.destroyed) return;
  if (behaviour.malformed && !completion.jsonSchema) {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(MALFORMED_COMPLETION);
  }
  const { id, created, model, reply, usage } = completion;
  return sendJson(res, 200, {
    id,
    object: 'chat.completion',
    created,
    model,
    system_fingerprint: null,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: reply, refusal: null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage,
  });
}

/** The `data:` frames of one streamed completion in OpenAI's chunk format. */
function completionFrames({ id, created, model, usage, includeUsage }) {
  const frame = (choices, extra) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      system_fingerprint: null,
      choices,
      ...(includeUsage ? { usage: null } : {}),
      ...extra,
    })}\n\n`;
  return {
    /** The assistant's role, no content yet. */
    start: () =>
      frame([
        {
          index: 0,
          delta: { role: 'assistant', content: '', refusal: null },
          logprobs: null,
          finish_reason: null,
        },
      ]),
    word: (content) => frame([{ index: 0, delta: { content }, logprobs: null, finish_reason: null }]),
    /** finish_reason, the usage chunk when asked for, `[DONE]`. */
    end: () =>
      frame([{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }]) +
      (includeUsage ? frame([], { usage }) : '') +
      DONE_FRAME,
  };
}

/**
 * Streaming: headers and the role chunk at once, the words after the first-token delay — all in one write
 * unless `chunkDelayMs` or `beforeChunk` pace them — then the end frames. Stops when the client has gone.
 */
async function streamCompletion(res, behaviour, completion) {
  const frames = completionFrames(completion);
  res.writeHead(200, SSE_HEADERS);
  res.flushHeaders();
  res.write(frames.start());
  if (behaviour.firstTokenDelayMs > 0) await delay(behaviour.firstTokenDelayMs);
  if (res.destroyed) return;
  if (behaviour.malformed && !completion.jsonSchema) {
    res.write(MALFORMED_FRAME);
    return res.end(DONE_FRAME);
  }
  const words = wordChunks(completion.reply);
  if (behaviour.chunkDelayMs <= 0 && !behaviour.beforeChunk) {
    return res.end(words.map(frames.word).join('') + frames.end());
  }
  if (await writeWordsPaced(res, behaviour, words, frames.word)) res.end(frames.end());
}

/** One write per word, `chunkDelayMs` apart and each after `beforeChunk(index)`; false when the client left. */
async function writeWordsPaced(res, behaviour, words, wordFrame) {
  for (let i = 0; i < words.length; i++) {
    if (i > 0 && behaviour.chunkDelayMs > 0) await delay(behaviour.chunkDelayMs);
    if (behaviour.beforeChunk) await behaviour.beforeChunk(i);
    if (res.destroyed) return false;
    res.write(wordFrame(words[i]));
  }
  return true;
}

// --- POST /v1/audio/transcriptions ---

const MISSING_FILE_ERROR = {
  error: { message: "Missing required parameter: 'file'.", type: 'invalid_request_error' },
};

/** Logs the upload, then answers the behaviour's transcript (JSON, or plain text when asked for). */
async function handleTranscriptions(state, req, res, raw) {
  const upload = parseMultipart(raw, req.headers['content-type']);
  state.log({ path: req.url, body: upload });
  const current = state.behaviour;
  if (current.hang) return;
  if (current.firstTokenDelayMs > 0) await delay(current.firstTokenDelayMs);
  if (current.transcriptionStatus !== 200) {
    return sendJson(res, current.transcriptionStatus, openAiError(current.transcriptionStatus));
  }
  if (!upload.files.file) return sendJson(res, 400, MISSING_FILE_ERROR);
  if (upload.fields.response_format === 'text') {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    return res.end(current.transcript);
  }
  return sendJson(res, 200, { text: current.transcript });
}

// --- /__double/* control endpoints and routing ---

/** GET /__double/requests, POST /__double/reset, POST /__double/behaviour (a JSON partial behaviour). */
function handleControl(state, req, res, raw) {
  if (req.method === 'GET' && req.url === '/__double/requests') return sendJson(res, 200, state.requests);
  if (req.method === 'POST' && req.url === '/__double/reset') {
    state.reset();
    return sendJson(res, 200, { ok: true });
  }
  if (req.method === 'POST' && req.url === '/__double/behaviour') {
    try {
      state.setBehaviour(JSON.parse(raw.toString('utf8') || '{}'));
    } catch {
      return sendJson(res, 400, { error: { message: 'invalid JSON' } });
    }
    return sendJson(res, 200, { ok: true });
  }
  return sendJson(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
}

/** Answers one request whose body has been read; unknown URLs get OpenAI's 404. */
function route(state, req, res, raw) {
  const url = (req.url || '').split('?')[0];
  if (req.method === 'POST' && url === '/v1/chat/completions')
    return handleChatCompletions(state, req, res, raw);
  if (req.method === 'POST' && url === '/v1/audio/transcriptions') {
    return handleTranscriptions(state, req, res, raw);
  }
  if (url.startsWith('/__double/')) return handleControl(state, req, res, raw);
  return sendJson(res, 404, {
    error: { message: `Unknown request URL: ${req.method} ${url}.`, type: 'invalid_request_error' },
  });
}

function createServer(state) {
  const server = http.createServer((req, res) => {
    readBody(req)
      .then((raw) => route(state, req, res, raw))
      .catch(() => {
        if (!res.headersSent) sendJson(res, 500, openAiError(500));
        else res.destroy();
      });
  });
  server.keepAliveTimeout = 65_000;
  return server;
}

/** Resolves with the port once the server listens. */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server.address().port));
  });
}

/** Stops the server, cutting open connections (a hanging answer included). */
function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Starts the double on 127.0.0.1 (port 0 = a free port).
 * @param {{ port?: number, host?: string, behaviour?: object, maxLogged?: number }} [options]
 */
function startOpenAiDouble(options = {}) {
  const state = createState(options);
  const server = createServer(state);
  const host = options.host || '127.0.0.1';
  const api = {
    baseUrl: '',
    port: 0,
    requests: state.requests,
    setBehaviour(partial) {
      state.setBehaviour(partial);
    },
    reset() {
      state.reset();
    },
    close() {
      return closeServer(server);
    },
  };
  return listen(server, options.port || 0, host).then((port) => {
    api.port = port;
    api.baseUrl = `http://${host}:${port}/v1`;
    return api;
  });
}

// --- as its own process ---

function envBehaviour(env) {
  const number = (name) => (env[name] === undefined || env[name] === '' ? undefined : Number(env[name]));
  const flag = (name) => (env[name] === undefined ? undefined : /^(1|true|yes)$/i.test(env[name]));
  const behaviour = {
    reply: env.OPENAI_DOUBLE_REPLY || undefined,
    firstTokenDelayMs: number('OPENAI_DOUBLE_FIRST_TOKEN_DELAY_MS'),
    chunkDelayMs: number('OPENAI_DOUBLE_CHUNK_DELAY_MS'),
    status: number('OPENAI_DOUBLE_STATUS'),
    malformed: flag('OPENAI_DOUBLE_MALFORMED'),
    hang: flag('OPENAI_DOUBLE_HANG'),
    transcript: env.OPENAI_DOUBLE_TRANSCRIPT || undefined,
    transcriptionStatus: number('OPENAI_DOUBLE_TRANSCRIPTION_STATUS'),
  };
  return Object.fromEntries(Object.entries(behaviour).filter(([, value]) => value !== undefined));
}

/** The double's options from `--port`/`--host` and the OPENAI_DOUBLE_* variables. */
function processOptions(args, env) {
  const arg = (name) => {
    const index = args.indexOf(name);
    return index === -1 ? undefined : args[index + 1];
  };
  return {
    port: Number(arg('--port') || env.OPENAI_DOUBLE_PORT || 4010),
    host: arg('--host') || env.OPENAI_DOUBLE_HOST || '127.0.0.1',
    behaviour: envBehaviour(env),
    maxLogged: Number(env.OPENAI_DOUBLE_MAX_LOGGED || 200),
  };
}

function runAsProcess() {
  startOpenAiDouble(processOptions(process.argv.slice(2), process.env))
    .then((double) => {
      process.stdout.write(`openai-double listening on ${double.baseUrl}\n`);
      const stop = () => double.close().then(() => process.exit(0));
      process.on('SIGTERM', stop);
      process.on('SIGINT', stop);
    })
    .catch((error) => {
      process.stderr.write(`openai-double failed to start: ${error.message}\n`);
      process.exit(1);
    });
}

if (require.main === module) runAsProcess();

module.exports = { startOpenAiDouble, DEFAULT_BEHAVIOUR, DEFAULT_TRANSCRIPT, DEFAULT_QUESTIONS };
