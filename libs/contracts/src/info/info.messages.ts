/** German answers of the knowledge library's API (GET /api/info/...). */
export const INFO_MESSAGES = {
  topicNotFound: 'Dieses Thema gibt es nicht.',
  audioNotFound: 'Zu diesem Thema gibt es keine Audio-Zusammenfassung.',
} as const;
