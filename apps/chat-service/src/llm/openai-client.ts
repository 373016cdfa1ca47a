import OpenAI from 'openai';
import { nodeFetch } from './node-fetch';

export interface OpenAiConnection {
  apiKey: string;
  baseUrl: string | undefined;
  timeoutMs: number;
}

/**
 * The `openai` SDK client every provider of this service uses: the SDK's timeout per attempt, one retry,
 * and the node:http fetch (see node-fetch.ts; it hands multipart uploads to the global fetch).
 */
export function createOpenAiClient(connection: OpenAiConnection): OpenAI {
  return new OpenAI({
    apiKey: connection.apiKey,
    baseURL: connection.baseUrl,
    timeout: connection.timeoutMs,
    maxRetries: 1,
    fetch: nodeFetch,
  });
}
