#!/usr/bin/env node
// Generates the audio summaries of the knowledge library (issue 4 "Audio", spec 2 §2):
//   libs/content/src/audio/audio-scripts.ts  →  apps/web/public/audio/<key>.ogg (free) or libs/content/audio/<key>.ogg
//   (premium, served by the gateway to subscribers) + apps/web/public/audio/manifest.json
//
//   node tools/content/generate-audio.mjs [key …]
//
// With OPENAI_API_KEY: OpenAI text-to-speech (OPENAI_TTS_MODEL, default gpt-4o-mini-tts; OPENAI_TTS_VOICE, default
// alloy; Ogg Opus), labelled 'Automatisch mit KI erstellt'. Without it (or with AUDIO_ENGINE=espeak): Debian's
// espeak-ng German voice, encoded with opusenc at 16 kbit/s (constant) mono, labelled 'Automatisch erzeugt'. Missing Debian
// packages are installed when running as root. Keys given on the command line regenerate only those files; the
// manifest keeps the other entries.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPTS_SOURCE = join(ROOT, 'libs/content/src/audio/audio-scripts.ts');
const OUT_DIR = join(ROOT, 'apps/web/public/audio');
/** Summaries of premium articles are premium content: the gateway serves them to subscribers (decision 0009). */
const PREMIUM_DIR = join(ROOT, 'libs/content/audio');
const PREMIUM_KEYS = new Set([
  'consulting',
  'addiction',
  'assessment',
  'assessment-alcohol-drugs',
  'psychological',
]);
const audioFile = (key) => join(PREMIUM_KEYS.has(key) ? PREMIUM_DIR : OUT_DIR, `${key}.ogg`);
const audioUrl = (key) => (PREMIUM_KEYS.has(key) ? `/api/info/audio/${key}` : `/audio/${key}.ogg`);
const MANIFEST = join(OUT_DIR, 'manifest.json');
/** Public URL of the folder (Vite serves apps/web/public at the site root). */

const LABEL_AI = 'Automatisch mit KI erstellt';
const LABEL_LOCAL = 'Automatisch erzeugt';
const DEBIAN_PACKAGES = { 'espeak-ng': 'espeak-ng', opusenc: 'opus-tools' };

function fail(message) {
  console.error(`generate-audio: ${message}`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}\n${result.stderr ?? ''}`);
  }
  return result;
}

function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Bundles the TypeScript scripts with esbuild into a temporary .mjs and imports it. */
async function loadScripts(workDir) {
  const { build } = await import('esbuild');
  const outfile = join(workDir, 'audio-scripts.mjs');
  await build({
    entryPoints: [SCRIPTS_SOURCE],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'warning',
  });
  const { AUDIO_SCRIPTS } = await import(pathToFileURL(outfile).href);
  return AUDIO_SCRIPTS;
}

/** Makes sure espeak-ng and opusenc exist, installing the Debian packages when running as root. */
function ensureLocalTools() {
  const missing = Object.keys(DEBIAN_PACKAGES).filter((command) => !hasCommand(command));
  if (missing.length > 0) {
    const packages = missing.map((command) => DEBIAN_PACKAGES[command]);
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!isRoot || !hasCommand('apt-get')) {
      fail(
        `missing ${missing.join(' and ')}. Install the Debian packages first ` +
          `(sudo apt-get install -y ${packages.join(' ')}) or set OPENAI_API_KEY to use OpenAI text-to-speech.`,
      );
    }
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status === 0;
    console.log(`Installing ${packages.join(', ')} …`);
    if (!install()) {
      // Usually an empty or outdated package list (fresh containers): update it once and try again.
      if (spawnSync('apt-get', ['update'], { stdio: 'inherit' }).status !== 0 || !install()) {
        fail(`could not install ${packages.join(' ')} with apt-get.`);
      }
    }
  }
  const voices = run('espeak-ng', ['--voices=de']).stdout;
  if (!/\bde\b/.test(voices)) fail('espeak-ng has no German voice (package espeak-ng-data).');
}

/** A stable Ogg stream serial per key, so regenerating unchanged text gives identical bytes. */
function serialOf(key) {
  return String(createHash('sha256').update(key).digest().readUInt32BE(0) & 0x7fffffff);
}

function speakLocally(key, script, workDir, outFile) {
  const textFile = join(workDir, `${key}.txt`);
  const wavFile = join(workDir, `${key}.wav`);
  writeFileSync(textFile, script.text);
  run('espeak-ng', ['-v', 'de', '-s', '150', '-f', textFile, '-w', wavFile]);
  run('opusenc', [
    '--quiet',
    '--bitrate',
    '16',
    // Constant bit rate: VBR lands near 18 kbit/s on espeak's dense speech; CBR keeps a file at ≈ 2 KB/s.
    '--hard-cbr',
    '--downmix-mono',
    '--serial',
    serialOf(key),
    '--title',
    script.title,
    '--comment',
    `GENERATOR=espeak-ng`,
    wavFile,
    outFile,
  ]);
  return 'espeak-ng (de, 150 wpm) + opusenc 16 kbit/s CBR mono';
}

async function speakWithOpenAI(client, script, outFile) {
  const model = process.env.OPENAI_TTS_MODEL || 'gpt-4o-mini-tts';
  const voice = process.env.OPENAI_TTS_VOICE || 'alloy';
  const response = await client.audio.speech.create({
    model,
    voice,
    input: script.text,
    response_format: 'opus',
    // Only the gpt-4o TTS models take instructions; tts-1 would reject them.
    ...(model.startsWith('gpt-4o')
      ? { instructions: 'Sprich auf Deutsch, ruhig, freundlich und gut verständlich, in mäßigem Tempo.' }
      : {}),
  });
  writeFileSync(outFile, Buffer.from(await response.arrayBuffer()));
  return `openai ${model} (${voice})`;
}

/**
 * Duration of an Ogg Opus file: granule position of the last page minus the pre-skip of the OpusHead header,
 * at Opus's fixed 48 kHz.
 */
export function oggOpusDurationSeconds(buffer) {
  const head = buffer.indexOf('OpusHead');
  if (head < 0) throw new Error('not an Ogg Opus file (no OpusHead)');
  const preSkip = buffer.readUInt16LE(head + 10);
  let granule = -1n;
  for (let at = buffer.indexOf('OggS'); at >= 0 && at + 27 <= buffer.length;) {
    const position = buffer.readBigInt64LE(at + 6);
    if (position > granule) granule = position;
    const segments = buffer[at + 26];
    let size = 27 + segments;
    for (let i = 0; i < segments; i++) size += buffer[at + 27 + i];
    at += size;
    if (buffer.toString('latin1', at, at + 4) !== 'OggS') at = buffer.indexOf('OggS', at);
  }
  if (granule < 0n) throw new Error('no Ogg page with a granule position');
  return Math.max(0, Number(granule) - preSkip) / 48000;
}

async function main() {
  const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const useOpenAI = Boolean(process.env.OPENAI_API_KEY) && process.env.AUDIO_ENGINE !== 'espeak';
  const workDir = mkdtempSync(join(tmpdir(), 'mpu-audio-'));
  try {
    const scripts = await loadScripts(workDir);
    const unknown = requested.filter((key) => !(key in scripts));
    if (unknown.length > 0)
      fail(`unknown key(s) ${unknown.join(', ')}; known: ${Object.keys(scripts).join(', ')}`);
    const keys = requested.length > 0 ? requested : Object.keys(scripts);

    let client;
    if (useOpenAI) {
      const { default: OpenAI } = await import('openai');
      client = new OpenAI();
    } else {
      ensureLocalTools();
    }

    mkdirSync(OUT_DIR, { recursive: true });
    mkdirSync(PREMIUM_DIR, { recursive: true });
    const previous = existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, 'utf8')) : {};
    const generated = {};
    for (const key of keys) {
      const script = scripts[key];
      const outFile = audioFile(key);
      const generator = useOpenAI
        ? await speakWithOpenAI(client, script, outFile)
        : speakLocally(key, script, workDir, outFile);
      const durationSeconds = Math.round(oggOpusDurationSeconds(readFileSync(outFile)) * 10) / 10;
      generated[key] = {
        file: audioUrl(key),
        title: script.title,
        label: useOpenAI ? LABEL_AI : LABEL_LOCAL,
        durationSeconds,
        generator,
      };
      const kib = (statSync(outFile).size / 1024).toFixed(1);
      console.log(`${key}.ogg  ${kib} KiB  ${durationSeconds} s  ${generator}`);
    }

    // Script order; entries of keys that no longer have a script are dropped.
    const manifest = {};
    for (const key of Object.keys(scripts)) {
      const entry = generated[key] ?? previous[key];
      if (entry) manifest[key] = entry;
    }
    writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`Wrote ${Object.keys(generated).length} file(s) and ${MANIFEST.slice(ROOT.length + 1)}.`);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
}
