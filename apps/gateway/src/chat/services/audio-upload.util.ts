import type { IncomingMessage } from 'node:http';
import Busboy, { type BusboyHeaders } from '@fastify/busboy';
import { CHAT_LIMITS, baseMimeType, isAcceptedAudioType } from '@mpu/contracts';

export interface AudioUpload {
  buffer: Buffer;
  mimeType: string;
}

export type AudioUploadProblem = 'missing' | 'empty' | 'too-large' | 'unsupported';

/** One file, a few small fields: anything beyond is discarded, never buffered. */
const LIMITS = {
  fileSize: CHAT_LIMITS.audioMaxBytes,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
} as const;

/** Multipart overhead (boundaries, part headers, small fields) allowed on top of the file itself. */
const ENVELOPE_BYTES = 16 * 1024;

/**
 * Reads the `audio` part of a `multipart/form-data` request body straight from the socket (the gateway
 * registers no body parser for multipart, so no other route pays for uploads). Settles with the file or
 * with what is wrong with the upload.
 */
export function readAudioUpload(request: IncomingMessage): Promise<AudioUpload | AudioUploadProblem> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > CHAT_LIMITS.audioMaxBytes + ENVELOPE_BYTES) {
    request.resume();
    return Promise.resolve('too-large');
  }
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: AudioUpload | AudioUploadProblem) => {
      if (settled) return;
      settled = true;
      request.unpipe();
      request.resume();
      resolve(result);
    };
    let parser;
    try {
      parser = new Busboy({ headers: request.headers as BusboyHeaders, limits: LIMITS });
    } catch {
      settle('missing');
      return;
    }
    let upload: Promise<AudioUpload | AudioUploadProblem> | null = null;
    parser.on('file', (field, stream, _filename, _encoding, mimeType) => {
      if (field !== 'audio' || upload !== null) {
        stream.resume();
        return;
      }
      if (!isAcceptedAudioType(mimeType)) {
        stream.resume();
        upload = Promise.resolve('unsupported');
        return;
      }
      upload = new Promise((done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('limit', () => done('too-large'));
        stream.on('end', () => {
          const buffer = Buffer.concat(chunks);
          done(buffer.length === 0 ? 'empty' : { buffer, mimeType: baseMimeType(mimeType) });
        });
      });
    });
    parser.on('finish', () => {
      void (upload ?? Promise.resolve<AudioUploadProblem>('missing')).then(settle);
    });
    parser.on('error', () => settle('missing'));
    request.on('error', () => settle('missing'));
    request.pipe(parser);
  });
}
