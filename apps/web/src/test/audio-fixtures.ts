/** The shape of apps/web/public/audio/manifest.json: the /info overview, one free and one premium article. */
export const AUDIO_MANIFEST = {
  info: {
    file: '/audio/info.ogg',
    title: 'MPU Grundlagen im Überblick',
    label: 'Automatisch erzeugt',
    durationSeconds: 105.9,
    generator: 'espeak-ng (de, 150 wpm) + opusenc 16 kbit/s CBR mono',
  },
  general: {
    file: '/audio/general.ogg',
    title: 'Allgemeine Einführung in die MPU',
    label: 'Automatisch mit KI erstellt',
    durationSeconds: 117.9,
    generator: 'OpenAI gpt-4o-mini-tts (alloy)',
  },
  consulting: {
    file: '/api/info/audio/consulting',
    title: 'Professionelle MPU Vorbereitung',
    label: 'Automatisch erzeugt',
    durationSeconds: 117.4,
    generator: 'espeak-ng (de, 150 wpm) + opusenc 16 kbit/s CBR mono',
  },
};

/** The route of the manifest in the fetch stub (a static file of the app, outside /api). */
export const AUDIO_MANIFEST_ROUTE = 'GET /audio/manifest.json';
