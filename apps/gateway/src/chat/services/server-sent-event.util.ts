import type { ChatStreamEvent } from '@mpu/contracts';

/** One SSE frame: the event kind as its name, the rest as one line of JSON. */
export function toServerSentEvent(event: ChatStreamEvent): string {
  const { kind, ...data } = event;
  return `event: ${kind}\ndata: ${JSON.stringify(data)}\n\n`;
}
