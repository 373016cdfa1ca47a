export interface PingResponse {
  service: string;
  ok: true;
}
